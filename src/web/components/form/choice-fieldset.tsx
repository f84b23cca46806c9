// Choice cards (radio and checkbox rows) and their group's legend and error line: the booking
// wizard's event type, package and add-ons, the brief's occasion, dietary needs and must-haves.
import type { ReactNode } from 'react'
import { FieldError } from './field-error'

export const radioCard =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 bg-white p-3 transition-colors hover:border-terracotta-400 has-[:checked]:border-terracotta-600 has-[:checked]:bg-terracotta-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-terracotta-600'
export const radioInput = 'mt-1 size-4 shrink-0 accent-terracotta-600 focus-visible:outline-none'
export const checkRow =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-ink-200 bg-white px-3 py-2.5 hover:border-terracotta-400 has-[:checked]:border-terracotta-600 has-[:checked]:bg-terracotta-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-terracotta-600'
export const checkInput = 'size-4 shrink-0 accent-terracotta-600 focus-visible:outline-none'

/** A group of choices with its legend and error line (aria-invalid only where the group can be invalid). */
export function ChoiceFieldset({
  legend,
  errorId,
  error,
  markInvalid,
  children,
}: {
  legend: string
  errorId: string
  error?: string
  markInvalid?: boolean
  children: ReactNode
}) {
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={errorId}
      {...(markInvalid ? { 'aria-invalid': Boolean(error) } : {})}
    >
      <legend className="mb-2 text-sm font-medium text-ink-800">{legend}</legend>
      {children}
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
