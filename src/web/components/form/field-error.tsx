import { cn } from '~/web/lib/cn'

/**
 * A field's error line. It stays in the DOM (a polite live region, hidden while empty), so a
 * message appearing is announced; controls point at it with aria-describedby.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} aria-live="polite" className={cn('text-sm font-medium text-destructive', !message && 'sr-only')}>
      {message}
    </p>
  )
}
