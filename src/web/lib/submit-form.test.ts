import { describe, expect, it } from 'vitest'
import { ApiError } from './api'
import { createIdempotentAttempts, type IdempotentAttempt } from './idempotency'
import { submitData, type SubmitPolicy, type ToastInput } from './submit-form'

type Field = 'name' | 'email'
const data = { name: 'Ana', email: 'ana@example.com' }
const fieldError = () =>
  new ApiError(
    400,
    'Bad Request',
    JSON.stringify({ code: 'validation_failed', message: 'Check', errors: { email: 'Invalid email address' } }),
  )

function harness(policy: Partial<SubmitPolicy<Field, typeof data, { reference: string }>>, answers: unknown[]) {
  const sent: IdempotentAttempt[] = []
  const toasts: ToastInput[] = []
  const fieldErrors: [Field, string, boolean][] = []
  let n = 0
  const effects = {
    attempts: createIdempotentAttempts({ newKey: () => `key-${++n}` }),
    setFieldError: (f: Field, m: string, focus: boolean) => fieldErrors.push([f, m, focus]),
    notify: (t: ToastInput) => toasts.push(t),
  }
  const full: SubmitPolicy<Field, typeof data, { reference: string }> = {
    fields: ['name', 'email'],
    failureToast: { title: 'Error', description: 'Something went wrong. Please try again.' },
    send: async (_d, attempt) => {
      sent.push(attempt)
      const answer = answers.shift()
      if (answer instanceof Error) throw answer
      return answer as { reference: string }
    },
    ...policy,
  }
  return { sent, toasts, fieldErrors, submit: (d = data) => submitData(d, full, effects) }
}

describe('submitData', () => {
  it('retries a failed submission of the same data under the same Idempotency-Key', async () => {
    const h = harness({}, [new TypeError('Failed to fetch'), { reference: 'BK-1' }, { reference: 'BK-2' }])
    await h.submit()
    await h.submit()
    // Succeeded: the next request is a new one.
    await h.submit()
    expect(h.sent.map((a) => a.key)).toEqual(['key-1', 'key-1', 'key-2'])
  })

  it("puts a 400's field messages on the fields (first focused) and still toasts by default", async () => {
    const h = harness({}, [fieldError()])
    await h.submit()
    expect(h.fieldErrors).toEqual([['email', 'Invalid email address', true]])
    expect(h.toasts).toEqual([
      { variant: 'destructive', title: 'Error', description: 'Something went wrong. Please try again.' },
    ])
  })

  it('leaves the toast out when the fields say it all, if the form asks so', async () => {
    const h = harness({ toastWithFieldErrors: false }, [fieldError(), new TypeError('Failed to fetch')])
    await h.submit()
    expect(h.toasts).toEqual([])
    await h.submit()
    expect(h.toasts).toHaveLength(1)
  })

  it('builds the failure toast from the error, and lets onError take over', async () => {
    const h = harness(
      {
        failureToast: (e) => ({ title: 'Login Failed', description: e instanceof Error ? e.message : '' }),
        onError: (e) => e instanceof RangeError,
      },
      [new TypeError('offline'), new RangeError('handled')],
    )
    await h.submit()
    await h.submit()
    expect(h.toasts).toEqual([{ variant: 'destructive', title: 'Login Failed', description: 'offline' }])
  })

  it('shows the success toast, then runs onSuccess with the answer', async () => {
    const done: string[] = []
    const h = harness(
      {
        successToast: (r) => ({ title: 'Sent', description: r.reference }),
        onSuccess: (r, d) => void done.push(`${r.reference} for ${d.name}`),
      },
      [{ reference: 'BK-7' }],
    )
    await h.submit()
    expect(h.toasts).toEqual([{ variant: 'success', title: 'Sent', description: 'BK-7' }])
    expect(done).toEqual(['BK-7 for Ana'])
  })
})
