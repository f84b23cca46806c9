import { useState, type BaseSyntheticEvent } from 'react'
import type { FieldValues, Path, SubmitErrorHandler, UseFormReturn } from 'react-hook-form'
import { createIdempotentAttempts, type IdempotentAttempts } from './idempotency'
import { submitData, type SubmitPolicy } from './submit-form'
import { toast } from './use-toast'

export type SubmitFormOptions<TValues extends FieldValues, TOutput, TResult> = SubmitPolicy<
  Path<TValues>,
  TOutput,
  TResult
> & {
  /** A check the schema cannot make (the venue's rules, the totals): return false to stop before sending. */
  check?: (data: TOutput) => boolean
  /** Client-side validation failed (react-hook-form has focused the first invalid field). */
  onInvalid?: SubmitErrorHandler<TValues>
}

/**
 * The form's onSubmit: validates with its resolver (focusing the first invalid field), then sends
 * with an Idempotency-Key per attempt, shows the server's field messages (the first focused) and
 * the toasts. See submit-form.ts for the policy's options.
 */
export function useSubmitForm<TValues extends FieldValues, TOutput, TResult>(
  form: Pick<UseFormReturn<TValues, unknown, TOutput>, 'handleSubmit' | 'setError'>,
  { check, onInvalid, ...policy }: SubmitFormOptions<TValues, TOutput, TResult>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  const [attempts] = useState<IdempotentAttempts>(createIdempotentAttempts)
  return form.handleSubmit(async (data) => {
    if (check && !check(data)) return
    await submitData(data, policy, {
      attempts,
      setFieldError: (field, message, focus) =>
        form.setError(field, { type: 'server', message }, { shouldFocus: focus }),
      notify: toast,
    })
  }, onInvalid)
}
