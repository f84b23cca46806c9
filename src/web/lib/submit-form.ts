// What happens when a form is sent, the same way for every form: the attempt's Idempotency-Key,
// the server's field messages on the fields, the toasts. Kept free of React so it can be tested
// as it is; `useSubmitForm` binds it to a react-hook-form form.
import { showServerFieldErrors, type SetFieldError } from './form-errors'
import type { IdempotentAttempt, IdempotentAttempts } from './idempotency'
import type { ToastData } from './use-toast'

export type ToastInput = Omit<ToastData, 'id' | 'open'>

export const GENERIC_FAILURE = 'Something went wrong. Please try again.'

export type SubmitPolicy<F extends string, TData, TResult> = {
  /** The fields a 400's field messages may name (the form's own); the first shown gets the focus. */
  fields: readonly F[]
  /**
   * Sends the data. `attempt.key` is the Idempotency-Key: the same for a retry of unchanged data,
   * a new one once a submission succeeded or the data changed.
   */
  send: (data: TData, attempt: IdempotentAttempt) => Promise<TResult>
  /** A success toast (variant 'success' unless it says otherwise). */
  successToast?: (result: TResult, data: TData) => ToastInput
  onSuccess?: (result: TResult, data: TData) => void | Promise<void>
  /** The toast after a failure (variant 'destructive' unless it says otherwise); null: none. */
  failureToast: ToastInput | ((error: unknown) => ToastInput) | null
  /** false: no failure toast when the server's messages went on fields (they say it all). Default true. */
  toastWithFieldErrors?: boolean
  /** More handling of a failure, after the field messages; return true when it is handled (no toast). */
  onError?: (error: unknown, fieldsWithErrors: F[], data: TData) => boolean | void
}

export type SubmitEffects<F extends string> = {
  attempts: IdempotentAttempts
  setFieldError: SetFieldError<F>
  notify: (toast: ToastInput) => void
}

/** One submission of valid data. Never throws: a failure ends on the form and in a toast. */
export async function submitData<F extends string, TData, TResult>(
  data: TData,
  policy: SubmitPolicy<F, TData, TResult>,
  { attempts, setFieldError, notify }: SubmitEffects<F>,
): Promise<void> {
  const attempt = attempts.attemptFor(data)
  try {
    const result = await policy.send(data, attempt)
    attempts.settled()
    if (policy.successToast) notify({ variant: 'success', ...policy.successToast(result, data) })
    await policy.onSuccess?.(result, data)
  } catch (error) {
    const fields = showServerFieldErrors(error, policy.fields, setFieldError)
    if (policy.onError?.(error, fields, data) === true) return
    if (fields.length && policy.toastWithFieldErrors === false) return
    const failure = typeof policy.failureToast === 'function' ? policy.failureToast(error) : policy.failureToast
    if (failure) notify({ variant: 'destructive', ...failure })
  }
}
