import { useId, type ReactNode } from 'react'
import { Label } from '~/web/components/ui/label'
import { cn } from '~/web/lib/cn'

export type FieldControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string
  'aria-required'?: boolean
}

type Props = {
  label: ReactNode
  error?: string
  hint?: ReactNode
  required?: boolean
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

/**
 * A labelled control with its hint and error linked by aria-describedby. The error line is always
 * in the DOM (a polite live region), so a message appearing is announced.
 */
export function FormField({ label, error, hint, required, className, children }: Props) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': hint ? `${errorId} ${hintId}` : errorId,
        ...(required ? { 'aria-required': true } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-xs text-ink-600">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className={cn('text-sm font-medium text-destructive', !error && 'sr-only')}>
        {error}
      </p>
    </div>
  )
}

export const textareaClass =
  'flex w-full min-w-0 rounded-xl border border-ink-200 bg-white px-3.5 py-2.5 text-base text-ink-900 shadow-xs transition-colors placeholder:text-ink-400 hover:border-ink-300 focus-visible:border-terracotta-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-terracotta-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive md:text-sm'

export const nativeSelectClass =
  'h-11 w-full min-w-0 rounded-xl border border-ink-200 bg-white px-3 text-base text-ink-900 shadow-xs hover:border-ink-300 focus-visible:border-terracotta-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-terracotta-600 disabled:opacity-60 aria-invalid:border-destructive md:text-sm'
