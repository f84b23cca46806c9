// 'Book a Call with Callie': POST /api/consultations.
import { zodResolver } from '@hookform/resolvers/zod'
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  CALL_TIMES,
  CONSULTATION_MAX_GROUP,
  CONSULTATION_MIN_GROUP,
  consultationSchema,
  type ConsultationInput,
  type ConsultationRequest,
} from '~/domain/requests/consultation'
import { dateBounds } from '~/domain/date-bounds'
import { EmailField, NameField, PhoneField } from '~/web/components/form/contact-fields'
import { nativeSelectClass, textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { GuestCountField } from '~/web/components/form/guest-count-field'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/web/components/ui/dialog'
import { Input } from '~/web/components/ui/input'
import { GENERIC_FAILURE } from '~/web/lib/submit-form'
import { useReturnFocus } from '~/web/lib/use-return-focus'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useCreateConsultation } from '~/web/requests/api/create-consultation'
import type { ConsultationPrefill } from './consultation-prefill'

const CircleCheck = lucideIcon(circleCheckIcon)

export const CONSULTATION_SOURCE = 'consultation_modal'

const formSchema = consultationSchema.pick({
  name: true,
  email: true,
  phone: true,
  eventType: true,
  location: true,
  groupSize: true,
  vibeOccasion: true,
  preferredDate: true,
  preferredCallTime: true,
  notes: true,
})
type FormInput = Omit<ConsultationInput, 'timestamp' | 'source' | 'venueId'>
type FormOutput = Omit<ConsultationRequest, 'timestamp' | 'source' | 'venueId'>

const FIELDS = [
  'name',
  'email',
  'phone',
  'eventType',
  'location',
  'groupSize',
  'vibeOccasion',
  'preferredDate',
  'preferredCallTime',
  'notes',
] as const
const REQUIRED = ['name', 'email', 'eventType', 'location', 'groupSize', 'vibeOccasion', 'preferredDate'] as const

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
  }
}

function defaultsOf(p: ConsultationPrefill): FormInput {
  return {
    name: p.name ?? '',
    email: p.email ?? '',
    phone: '',
    eventType: p.eventType ?? '',
    location: p.location ?? '',
    groupSize: p.groupSize === undefined ? '' : String(p.groupSize),
    vibeOccasion: p.eventDescription ?? '',
    preferredDate: p.date ?? '',
    preferredCallTime: '',
    notes: p.notes ?? '',
  }
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; prefill?: ConsultationPrefill }

/** @public Loaded on demand by consultation-trigger.tsx (a dynamic import knip cannot follow). */
export function ConsultationDialog({ open, onOpenChange, prefill = {} }: Props) {
  const mutation = useCreateConsultation()
  const returnFocus = useReturnFocus(open)
  const [done, setDone] = useState(false)
  const thanksRef = useRef<HTMLHeadingElement>(null)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaultsOf(prefill),
  })
  const { register, formState, control, reset } = form
  const submitting = mutation.isPending
  const values = useWatch({ control })
  const allFilled = REQUIRED.every((f) => String(values[f] ?? '').trim() !== '')

  const finish = () => {
    reset(defaultsOf(prefill))
    setDone(false)
    mutation.reset()
  }

  // The success view stays (with its reference) until the planner closes it.
  useEffect(() => {
    if (done) thanksRef.current?.focus()
  }, [done])

  const onSubmit = useSubmitForm(form, {
    fields: FIELDS,
    send: (data, attempt) =>
      mutation.mutateAsync({
        data: {
          ...data,
          ...(prefill.venueId ? { venueId: prefill.venueId } : {}),
          // A retry of the same request keeps the time it was first sent.
          timestamp: attempt.startedAt,
          source: CONSULTATION_SOURCE,
        },
        idempotencyKey: attempt.key,
      }),
    onSuccess: () => {
      window.gtag?.('event', 'consultation_request', {
        event_category: 'engagement',
        event_label: 'modal_form',
        value: 1,
      })
      setDone(true)
    },
    failureToast: { title: 'Error', description: GENERIC_FAILURE },
  })

  const setOpen = (next: boolean) => {
    // Closing is blocked while the request is on its way.
    if (!next && submitting) return
    if (!next && done) finish()
    onOpenChange(next)
  }

  const { earliest, latest } = dateBounds()
  const e = formState.errors

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        className="max-h-[80vh] max-w-[600px] overflow-y-auto"
        hideClose={submitting}
        onEscapeKeyDown={(ev) => submitting && ev.preventDefault()}
        onInteractOutside={(ev) => submitting && ev.preventDefault()}
        onCloseAutoFocus={returnFocus}
      >
        {done ? (
          <div className="grid justify-items-center gap-3 py-8 text-center" role="status">
            <CircleCheck className="size-12 text-sage-600" aria-hidden />
            <DialogTitle ref={thanksRef} tabIndex={-1} className="outline-none">
              Thanks, Callie will be in touch!
            </DialogTitle>
            <DialogDescription className="text-base">
              We'll reach out within 24 hours to discuss your event details.
            </DialogDescription>
            {mutation.data?.reference && (
              <p className="text-sm text-ink-600">
                Reference: <span className="font-mono font-semibold text-ink-900">{mutation.data.reference}</span>
              </p>
            )}
            <Button className="mt-2" onClick={() => setOpen(false)}>
              Close
            </Button>
          </div>
        ) : (
          <>
            <div className="grid gap-1.5 pr-8">
              <DialogTitle>Book a Call with Callie</DialogTitle>
              <DialogDescription>
                Tell us about your event and our concierge team will reach out within 24 hours. The consultation is
                free.
                {prefill.venueName ? ` About: ${prefill.venueName}.` : ''}
              </DialogDescription>
            </div>
            <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Book a Call with Callie">
              <div className="grid gap-4 sm:grid-cols-2">
                <NameField register={register} name="name" label="Full Name *" error={e.name?.message} required />
                <EmailField
                  register={register}
                  name="email"
                  label="Email Address *"
                  error={e.email?.message}
                  required
                />
                <FormField label="Event Type *" error={e.eventType?.message} required>
                  {(p) => <Input {...p} placeholder="Team dinner, offsite, birthday..." {...register('eventType')} />}
                </FormField>
                <FormField label="City / Location *" error={e.location?.message} required>
                  {(p) => <Input {...p} autoComplete="address-level2" {...register('location')} />}
                </FormField>
                <GuestCountField
                  register={register}
                  name="groupSize"
                  label="Group Size *"
                  error={e.groupSize?.message}
                  required
                  min={CONSULTATION_MIN_GROUP}
                  max={CONSULTATION_MAX_GROUP}
                />
                {/* Typed, not picked: the call is about a day the planner has in mind, with no venue's calendar to show. */}
                <FormField label="Preferred Date *" error={e.preferredDate?.message} required>
                  {(p) => <Input {...p} type="date" min={earliest} max={latest} {...register('preferredDate')} />}
                </FormField>
                <PhoneField register={register} name="phone" label="Phone (optional)" error={e.phone?.message} />
                <FormField label="Best time to call" error={e.preferredCallTime?.message}>
                  {(p) => (
                    <select {...p} className={nativeSelectClass} {...register('preferredCallTime')}>
                      <option value="">No preference</option>
                      {CALL_TIMES.map((c) => (
                        <option key={c.value} value={c.value}>
                          {c.label}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
              </div>
              <FormField label="Vibe / Occasion *" error={e.vibeOccasion?.message} required>
                {(p) => <textarea {...p} rows={3} className={textareaClass} {...register('vibeOccasion')} />}
              </FormField>
              <FormField label="Notes or Dietary Needs" error={e.notes?.message}>
                {(p) => <textarea {...p} rows={2} className={textareaClass} {...register('notes')} />}
              </FormField>
              <Button type="submit" size="lg" disabled={!allFilled || submitting} className="w-full">
                {submitting ? 'Submitting...' : 'Request a Call'}
              </Button>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
