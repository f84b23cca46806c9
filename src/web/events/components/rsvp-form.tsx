// A guest's answer on the public event page: Yes / No / Maybe, dietary restrictions, notes.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { rsvpSchema, type PublicEvent } from '~/domain/events/guest'
import type { RsvpAnswer } from '~/domain/events/guest-list'
import { DIETARY_OPTIONS } from '~/domain/options'
import { displayInstantIn } from '~/domain/time'
import { textareaClass } from '~/web/components/form/control-classes'
import { FieldError } from '~/web/components/form/field-error'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { SuccessNotice } from '~/web/components/ui/success-notice'
import { Input } from '~/web/components/ui/input'
import { failureMessage } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useSendRsvp } from '../api/send-rsvp'
import { PersonDetailsFields } from './guest-details-fields'
import type { GuestDetails } from '~/domain/kitchen/guest-details'

const CircleCheck = lucideIcon(circleCheckIcon)

type FormInput = z.input<typeof rsvpSchema>
type FormOutput = z.output<typeof rsvpSchema>
type Guest = NonNullable<PublicEvent['guest']>
type Kitchen = PublicEvent['kitchen']

const ANSWERS: Record<RsvpAnswer, string> = { yes: "Yes, I'll be there", no: "No, I can't make it", maybe: 'Maybe' }
const ORDER: RsvpAnswer[] = ['yes', 'no', 'maybe']

/** The answer saved, and until when it can be changed with the same link. */
function RsvpSaved({
  name,
  answer,
  lockedMessage,
  detailsDueAt,
  timezone,
  onChange,
}: {
  name: string
  answer: RsvpAnswer
  lockedMessage: string | null
  detailsDueAt: string | null
  /** The event's: the deadline on the venue's clock, whatever the guest's browser says. */
  timezone: string
  onChange: () => void
}) {
  return (
    <SuccessNotice layout="panel" className="justify-items-start rounded-2xl p-5">
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheck className="size-5" aria-hidden /> Thanks, {name}! Your RSVP has been saved.
      </p>
      {lockedMessage ? (
        <p className="text-ink-800">{lockedMessage}</p>
      ) : (
        <p className="text-ink-800">
          Your answer: <span className="font-medium">{ANSWERS[answer]}</span>. You can change it with the same link
          {detailsDueAt
            ? ` until ${displayInstantIn(detailsDueAt, timezone)} (the venue's time); after that the venue confirms each change.`
            : ' at any time before the event.'}
        </p>
      )}
      <Button variant="outline" size="sm" onClick={onChange}>
        Change my answer
      </Button>
    </SuccessNotice>
  )
}

/** A companion the guest brings: her name, allergies and course choices. */
function CompanionFields({
  menu,
  details,
  onChange,
}: {
  menu: NonNullable<Kitchen>['menu'] | null
  details: GuestDetails
  onChange: (details: GuestDetails) => void
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-medium text-ink-900">A companion</legend>
      <label className="flex items-center gap-2 text-sm text-ink-900">
        <input
          type="checkbox"
          className="size-4 accent-terracotta-600"
          checked={details.companion !== null}
          onChange={(e) =>
            onChange({
              ...details,
              companion: e.target.checked ? { name: '', allergies: [], choices: [] } : null,
            })
          }
        />
        I’m bringing a companion
      </label>
      {details.companion && (
        <>
          <FormField label="Companion’s name">
            {(p) => (
              <Input
                {...p}
                value={details.companion!.name}
                onChange={(e) => onChange({ ...details, companion: { ...details.companion!, name: e.target.value } })}
              />
            )}
          </FormField>
          <PersonDetailsFields
            who={`${details.companion.name || 'companion'}’s`}
            menu={menu}
            value={details.companion}
            onChange={(v) => onChange({ ...details, companion: { ...details.companion!, ...v } })}
          />
        </>
      )}
    </fieldset>
  )
}

export function RsvpForm({
  publicId,
  token,
  guest,
  kitchen = null,
}: {
  publicId: string
  token: string
  guest: Guest
  kitchen?: Kitchen
}) {
  const mutation = useSendRsvp(publicId)
  const [saved, setSaved] = useState<RsvpAnswer | null>(null)
  const [lockedMessage, setLockedMessage] = useState<string | null>(null)
  const [details, setDetails] = useState<GuestDetails>(guest.details)
  const menu = kitchen?.menu ?? null
  const ids = useId()
  const known = new Set<string>(DIETARY_OPTIONS.map((o) => o.value))
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(rsvpSchema),
    defaultValues: {
      token,
      answer: guest.rsvp ?? (undefined as unknown as RsvpAnswer),
      dietary: guest.dietary.filter((d) => known.has(d)),
      notes: guest.notes,
    },
  })
  const { register, control, formState } = form
  const e = formState.errors
  const busy = mutation.isPending || formState.isSubmitting

  // The schema's fields are the boxes on screen; the server's messages come as one toast.
  const onSubmit = useSubmitForm(form, {
    fields: [],
    send: (input) => {
      // Restrictions typed elsewhere (by the host) are kept alongside the boxes ticked here.
      const others = guest.dietary.filter((d) => !known.has(d))
      return mutation.mutateAsync({ ...input, dietary: [...(input.dietary ?? []), ...others], details })
    },
    onSuccess: (result, input) => {
      setLockedMessage(result.message)
      setSaved(input.answer)
    },
    failureToast: (error) => ({
      title: 'Error',
      description: failureMessage(error, 'Your RSVP could not be saved. Please try again.'),
    }),
  })

  if (saved) {
    return (
      <RsvpSaved
        name={guest.name}
        answer={saved}
        lockedMessage={lockedMessage}
        detailsDueAt={kitchen?.detailsDueAt ?? null}
        timezone={kitchen?.timezone ?? 'UTC'}
        onChange={() => setSaved(null)}
      />
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="RSVP">
      <input type="hidden" {...register('token')} />
      <Controller
        control={control}
        name="answer"
        render={({ field }) => (
          <fieldset className="grid gap-2" aria-describedby={`${ids}-answer-error`}>
            <legend className="mb-1 font-medium text-ink-900">Will you attend?</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {ORDER.map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-ink-200 bg-white px-3.5 py-3 text-sm font-medium text-ink-900 has-[:checked]:border-terracotta-600 has-[:checked]:bg-terracotta-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-terracotta-600"
                >
                  <input
                    type="radio"
                    name={`${ids}-answer`}
                    value={value}
                    checked={field.value === value}
                    onChange={() => field.onChange(value)}
                    ref={value === 'yes' ? field.ref : undefined}
                    aria-invalid={Boolean(e.answer)}
                    className="size-4 accent-terracotta-600"
                  />
                  {ANSWERS[value]}
                </label>
              ))}
            </div>
            <FieldError id={`${ids}-answer-error`} message={e.answer?.message} />
          </fieldset>
        )}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-ink-900">Dietary restrictions (optional)</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {DIETARY_OPTIONS.map((o) => (
            <label key={o.value} className="flex cursor-pointer items-center gap-2 text-sm text-ink-900">
              <input
                type="checkbox"
                value={o.value}
                className="size-4 accent-terracotta-600"
                {...register('dietary')}
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      {kitchen?.detailsLocked && (
        <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink-900">
          Final details are locked. A change you send now goes to the venue as a request.
        </p>
      )}
      {kitchen?.changeRequest && (
        <p role="status" className="rounded-xl border border-ivory-300 bg-ivory-100 px-4 py-3 text-sm text-ink-900">
          Your change request: <strong>{kitchen.changeRequest.label}</strong> (
          {kitchen.changeRequest.changes.join('; ')})
        </p>
      )}
      <PersonDetailsFields who="you" menu={menu} value={details} onChange={(v) => setDetails({ ...details, ...v })} />
      <CompanionFields menu={menu} details={details} onChange={setDetails} />
      <FormField label="Notes for the host (optional)" error={e.notes?.message}>
        {(p) => <textarea {...p} rows={3} className={textareaClass} {...register('notes')} />}
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving...' : 'Send RSVP'}
        </Button>
      </div>
    </form>
  )
}
