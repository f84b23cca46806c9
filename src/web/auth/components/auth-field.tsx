import { useId, type ReactNode } from 'react'
import { Label } from '~/web/components/ui/label'
import { cn } from '~/web/lib/cn'

export type AuthControlProps = {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string
  'aria-required'?: boolean
}

/**
 * A labelled control whose hint and error are linked by aria-describedby. The error line stays in
 * the DOM as a polite live region, so a message appearing is announced.
 */
export function AuthField({
  label,
  error,
  hint,
  required,
  labelAside,
  className,
  children,
}: {
  label: ReactNode
  error?: string
  hint?: ReactNode
  required?: boolean
  /** Beside the label, e.g. the 'Forgot password?' link. */
  labelAside?: ReactNode
  className?: string
  children: (control: AuthControlProps) => ReactNode
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
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
