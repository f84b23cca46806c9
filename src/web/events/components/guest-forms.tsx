// Adding guests: one at a time (name, optional email) or a pasted list, one guest per line
// ("Ana Ruiz <ana@example.com>", "Ana Ruiz, ana@example.com", "Ana Ruiz").
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { addGuestsSchema } from '~/domain/events/guest'
import { GUEST_MESSAGES, parseGuestList, type GuestLineError } from '~/domain/events/guest-list'
import { EmailField, NameField } from '~/web/components/form/contact-fields'
import { textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { isApiError } from '~/web/lib/api'
import { applyServerFieldErrors, failureMessage } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useAddGuests } from '../api/add-guests'

type FormInput = z.input<typeof addGuestsSchema>
type FormOutput = z.output<typeof addGuestsSchema>

const failureToast = (error: unknown) => ({
  title: 'Error',
  description: failureMessage(error, 'Could not add guests. Please try again.'),
})

const guestOf = (parsed: FormOutput) => {
  const { name, email } = (parsed as Extract<FormOutput, { kind: 'one' }>).guest
  return { name, email }
}

export function AddGuestForm({ eventId }: { eventId: number }) {
  const mutation = useAddGuests(eventId)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addGuestsSchema),
    defaultValues: { name: '', email: '' },
  })
  const { register, setError, reset, setFocus, formState } = form
  const e = formState.errors
  const busy = mutation.isPending || formState.isSubmitting

  const onSubmit = useSubmitForm(form, {
    fields: ['name', 'email'],
    // The schema reads this form's values as one guest; the pasted list is the other form's.
    check: (parsed) => parsed.kind === 'one',
    send: (parsed) => mutation.mutateAsync(guestOf(parsed)),
    successToast: (_result, parsed) => ({
      title: 'Guest Added',
      description: `${guestOf(parsed).name} is on the guest list.`,
    }),
    onSuccess: () => {
      // Keeping the field refs lets setFocus find the name box straight away, for the next guest.
      reset(undefined, { keepFieldsRef: true })
      setFocus('name')
    },
    onError: (error, fields) => {
      if (fields.length) return true
      // Already on the list: said at the email, like a field error.
      if (isApiError(error) && error.status === 409 && error.fieldErrors.email) {
        setError('email', { type: 'server', message: error.fieldErrors.email }, { shouldFocus: true })
        return true
      }
    },
    failureToast,
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
      aria-label="Add a guest"
    >
      <NameField
        register={register}
        name="name"
        label="Guest name"
        autoComplete="off"
        error={e.name?.message}
        required
      />
      <EmailField
        register={register}
        name="email"
        label="Email (optional)"
        autoComplete="off"
        error={(e.email?.message as string | undefined) ?? undefined}
      />
      <Button type="submit" disabled={busy} className="sm:mt-6.5">
        {busy ? 'Adding...' : 'Add Guest'}
      </Button>
    </form>
  )
}

export function PasteGuestsForm({ eventId }: { eventId: number }) {
  const mutation = useAddGuests(eventId)
  const [lineErrors, setLineErrors] = useState<GuestLineError[]>([])
  const ids = useId()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addGuestsSchema),
    defaultValues: { text: '' },
  })
  const { register, setError, reset, formState } = form
  const busy = mutation.isPending || formState.isSubmitting

  const textOf = (parsed: FormOutput) => (parsed.kind === 'list' ? parsed.text : '')
  // The server's field messages name lines ('line.3'), shown as a list; 'text' only when no line is named.
  const onSubmit = useSubmitForm(form, {
    fields: [],
    check: (parsed) => {
      if (parsed.kind !== 'list') return false
      // The same rules the server applies, so mistakes show before anything is sent.
      const preview = parseGuestList(parsed.text)
      setLineErrors(preview.errors)
      if (preview.errors.length) return false
      if (!preview.guests.length) {
        setError('text', { type: 'validate', message: GUEST_MESSAGES.emptyList }, { shouldFocus: true })
        return false
      }
      return true
    },
    send: (parsed) => mutation.mutateAsync({ text: textOf(parsed) }),
    successToast: ({ guests }) => ({
      title: 'Guests Added',
      description: `${guests.length} ${guests.length === 1 ? 'guest' : 'guests'} added to the list.`,
    }),
    onSuccess: () => reset(),
    onError: (error, _fields, parsed) => {
      if (!isApiError(error) || error.status !== 400) return
      const typed = textOf(parsed).split(/\r\n|\r|\n/)
      const lines = Object.entries(error.fieldErrors)
        .filter(([k]) => k.startsWith('line.'))
        .map(([k, message]) => {
          const line = Number(k.slice(5))
          return { line, message, text: typed[line - 1]?.trim() ?? '' }
        })
      if (lines.length) {
        setLineErrors(lines)
        return true
      }
      return applyServerFieldErrors(error, setError, ['text']).length > 0
    },
    failureToast,
  })

  const textError = formState.errors.text?.message
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label="Paste a guest list">
      <FormField
        label="Guest list"
        error={textError}
        hint="One guest per line: Name <email>, Name, email or just a name."
      >
        {(p) => (
          <textarea
            {...p}
            aria-describedby={`${p['aria-describedby']} ${ids}-lines`}
            aria-invalid={Boolean(textError) || lineErrors.length > 0}
            rows={5}
            className={textareaClass}
            placeholder={'Ana Ruiz <ana@example.com>\nBen Ito, ben@example.com\nCleo Park'}
            {...register('text', { onChange: () => lineErrors.length && setLineErrors([]) })}
          />
        )}
      </FormField>
      <div id={`${ids}-lines`} aria-live="polite">
        {lineErrors.length > 0 && (
          <div className="grid gap-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-950">
            <p className="font-medium">Please fix these lines:</p>
            <ul className="grid gap-0.5">
              {lineErrors.map((l) => (
                <li key={l.line}>
                  Line {l.line}
                  {l.text && <> ("{l.text}")</>}: {l.message}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add Guests'}
        </Button>
      </div>
    </form>
  )
}
