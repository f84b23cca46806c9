import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from '~/web/lib/api'

/**
 * Show a 400's field messages next to the fields this form has (the first one focused).
 * Returns the fields that got a message, so the caller can tell "fix this field" from a failure.
 */
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
