import { useId, type ReactNode } from 'react'
import { Label } from '~/web/components/ui/label'
import { cn } from '~/web/lib/cn'
import { FieldError } from './field-error'

/** What a field hands its control: the label's id and the hint and error it is described by. */
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
  /** aria-required on the control (the label says so in words where the design wants it). */
  required?: boolean
  /** Beside the label, e.g. the 'Forgot password?' link. */
  labelAside?: ReactNode
  className?: string
  children: (control: FieldControlProps) => ReactNode
}

/** A labelled control with its hint and error linked by aria-describedby (error first). */
export function FormField({ label, error, hint, required, labelAside, className, children }: Props) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const labelElement = <Label htmlFor={id}>{label}</Label>
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      {labelAside ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
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
      <FieldError id={errorId} message={error} />
    </div>
  )
}
