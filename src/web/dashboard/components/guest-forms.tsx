// Adding guests: one at a time (name, optional email) or a pasted list, one guest per line
// ("Ana Ruiz <ana@example.com>", "Ana Ruiz, ana@example.com", "Ana Ruiz").
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { addGuestsSchema } from '~/domain/events/guest'
import { GUEST_MESSAGES, parseGuestList, type GuestLineError } from '~/domain/events/guest-list'
import { applyServerFieldErrors } from '~/web/auth/lib/server-field-errors'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import { isApiError } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { FormField, textareaClass } from '~/web/requests/components/form-field'
import { useAddGuests } from '../api/add-guests'

type FormInput = z.input<typeof addGuestsSchema>
type FormOutput = z.output<typeof addGuestsSchema>

const failed = (error: unknown) =>
  toast({ variant: 'destructive', title: 'Error', description: (isApiError(error) && error.status < 500 && error.serverMessage) || 'Could not add guests. Please try again.' })

export function AddGuestForm({ eventId }: { eventId: number }) {
  const mutation = useAddGuests(eventId)
  const { register, handleSubmit, setError, reset, setFocus, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addGuestsSchema),
    defaultValues: { name: '', email: '' },
  })
  const e = formState.errors
  const busy = mutation.isPending || formState.isSubmitting

  const onSubmit = handleSubmit(async (parsed) => {
    if (parsed.kind !== 'one') return
    try {
      await mutation.mutateAsync({ name: parsed.guest.name, email: parsed.guest.email })
      toast({ variant: 'success', title: 'Guest Added', description: `${parsed.guest.name} is on the guest list.` })
      // Keeping the field refs lets setFocus find the name box straight away, for the next guest.
      reset(undefined, { keepFieldsRef: true })
      setFocus('name')
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['name', 'email']).length) {
        if (isApiError(error) && error.status === 409 && error.fieldErrors.email) setError('email', { type: 'server', message: error.fieldErrors.email }, { shouldFocus: true })
        else failed(error)
      }
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start" aria-label="Add a guest">
      <FormField label="Guest name" error={e.name?.message} required>
        {(p) => <Input {...p} autoComplete="off" {...register('name')} />}
      </FormField>
      <FormField label="Email (optional)" error={(e.email?.message as string | undefined) ?? undefined}>
        {(p) => <Input {...p} type="email" inputMode="email" autoComplete="off" {...register('email')} />}
      </FormField>
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
  const { register, handleSubmit, setError, reset, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(addGuestsSchema),
    defaultValues: { text: '' },
  })
  const busy = mutation.isPending || formState.isSubmitting

  const onSubmit = handleSubmit(async (parsed) => {
    if (parsed.kind !== 'list') return
    // The same rules the server applies, so mistakes show before anything is sent.
    const preview = parseGuestList(parsed.text)
    setLineErrors(preview.errors)
    if (preview.errors.length) return
    if (!preview.guests.length) {
      setError('text', { type: 'validate', message: GUEST_MESSAGES.emptyList }, { shouldFocus: true })
      return
    }
    try {
      const { guests } = await mutation.mutateAsync({ text: parsed.text })
      toast({ variant: 'success', title: 'Guests Added', description: `${guests.length} ${guests.length === 1 ? 'guest' : 'guests'} added to the list.` })
      reset()
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        const lines = Object.entries(error.fieldErrors)
          .filter(([k]) => k.startsWith('line.'))
          .map(([k, message]) => {
            const line = Number(k.slice(5))
            return { line, message, text: parsed.text.split(/\r\n|\r|\n/)[line - 1]?.trim() ?? '' }
          })
        if (lines.length) return setLineErrors(lines)
        if (applyServerFieldErrors(error, setError, ['text']).length) return
      }
      failed(error)
    }
  })

  const textError = formState.errors.text?.message
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3" aria-label="Paste a guest list">
      <FormField label="Guest list" error={textError} hint="One guest per line: Name <email>, Name, email or just a name.">
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
