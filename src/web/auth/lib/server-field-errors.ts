import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from '~/web/lib/api'

/** A 400's field messages go next to the fields this form has; the first one is focused. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Path<T>[] {
  if (!isApiError(error) || error.status !== 400) return []
  const applied = fields.filter((f) => error.fieldErrors[f])
  applied.forEach((f, i) => setError(f, { type: 'server', message: error.fieldErrors[f] }, { shouldFocus: i === 0 }))
  return applied
}
