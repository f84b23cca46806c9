// How a failed submission reads on the form: a 400's field messages go next to the fields the
// form has (the first one focused); anything else becomes one line of text for a toast.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from './api'

/** The field messages of a 400 answer, for the fields this form has, in the form's order. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): [F, string][] {
  if (!isApiError(error) || error.status !== 400) return []
  return fields.flatMap((f): [F, string][] => {
    const message = error.fieldErrors[f]
    return message ? [[f, message]] : []
  })
}

export type SetFieldError<F extends string> = (field: F, message: string, focus: boolean) => void

/** Show a 400's field messages (the first one focused); returns the fields that got one. */
export function showServerFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setFieldError: SetFieldError<F>,
): F[] {
  const errors = serverFieldErrors(error, fields)
  errors.forEach(([field, message], i) => setFieldError(field, message, i === 0))
  return errors.map(([field]) => field)
}

/** The same, on a react-hook-form form. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): Path<T>[] {
  return showServerFieldErrors(error, fields, (field, message, focus) =>
    setError(field, { type: 'server', message }, { shouldFocus: focus }),
  )
}

/** The server's own message for a 4xx (it speaks to the planner); the fallback for a 5xx or no answer. */
export function failureMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && error.status < 500 && error.serverMessage) || fallback
}

/** Staff screens show whatever the server said, even on a 5xx: the team reports it as it is. */
export function serverMessageOf(error: unknown, fallback = 'Please try again.'): string {
  return isApiError(error) ? (error.serverMessage ?? error.message) : fallback
}
