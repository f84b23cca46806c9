// 'Book a Call with Callie' (spec §2, §4, §5, §7): POST /api/consultations.
import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import {
  CONSULTATION_MAX_GROUP, CONSULTATION_MIN_GROUP, consultationSchema, type ConsultationInput, type ConsultationRequest,
} from '~/domain/requests/consultation'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/web/components/ui/dialog'
import { Input } from '~/web/components/ui/input'
import { localDateToIso, startOfTodayLocal } from '~/web/lib/dates'
import { toast } from '~/web/lib/use-toast'
import { useCreateConsultation } from '~/web/requests/api/create-consultation'
import { useIdempotentAttempt } from '~/web/requests/lib/idempotency'
import { applyServerFieldErrors } from '~/web/requests/lib/server-errors'
import { useReturnFocus } from '~/web/lib/use-return-focus'
import type { ConsultationPrefill } from './consultation-prefill'
import { FormField, textareaClass } from './form-field'

export const CONSULTATION_SOURCE = 'consultation_modal'
/** Spec §9: the success view closes itself after 3 s. */
export const CONSULTATION_AUTO_CLOSE_MS = 3000

const formSchema = consultationSchema.pick({
  name: true, email: true, eventType: true, location: true, groupSize: true, vibeOccasion: true, preferredDate: true, notes: true,
})
type FormInput = Omit<ConsultationInput, 'timestamp' | 'source'>
type FormOutput = Omit<ConsultationRequest, 'timestamp' | 'source'>

const FIELDS = ['name', 'email', 'eventType', 'location', 'groupSize', 'vibeOccasion', 'preferredDate', 'notes'] as const
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
    eventType: p.eventType ?? '',
    location: p.location ?? '',
    groupSize: p.groupSize === undefined ? '' : String(p.groupSize),
    vibeOccasion: p.eventDescription ?? '',
    preferredDate: p.date ?? '',
    notes: p.notes ?? '',
  }
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; prefill?: ConsultationPrefill }

export function ConsultationDialog({ open, onOpenChange, prefill = {} }: Props) {
  const mutation = useCreateConsultation()
  const returnFocus = useReturnFocus(open)
  const attempts = useIdempotentAttempt()
  const [done, setDone] = useState(false)
  const finishRef = useRef(() => {})
  const onOpenChangeRef = useRef(onOpenChange)
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaultsOf(prefill),
  })
  const { register, handleSubmit, formState, control, reset, setError } = form
  const submitting = mutation.isPending
  const values = useWatch({ control })
  const allFilled = REQUIRED.every((f) => String(values[f] ?? '').trim() !== '')

  const finish = () => {
    reset(defaultsOf(prefill))
    setDone(false)
    mutation.reset()
  }

  // The success view closes itself: fields reset, flags cleared, dialog closed (spec §4).
  useEffect(() => {
    if (!done) return
    const t = setTimeout(() => {
      finishRef.current()
      onOpenChangeRef.current(false)
    }, CONSULTATION_AUTO_CLOSE_MS)
    return () => clearTimeout(t)
  }, [done])
  useEffect(() => {
    finishRef.current = finish
    onOpenChangeRef.current = onOpenChange
  })

  const onSubmit = handleSubmit(async (data) => {
    const attempt = attempts.attemptFor(data)
    try {
      await mutation.mutateAsync({
        data: { ...data, timestamp: attempt.startedAt, source: CONSULTATION_SOURCE },
        idempotencyKey: attempt.key,
      })
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS)
      toast({ variant: 'destructive', title: 'Error', description: 'Something went wrong. Please try again.' })
      return
    }
    attempts.settled()
    window.gtag?.('event', 'consultation_request', { event_category: 'engagement', event_label: 'modal_form', value: 1 })
    setDone(true)
  })

  const setOpen = (next: boolean) => {
    // Closing is blocked while the request is on its way (spec §4).
    if (!next && submitting) return
    if (!next && done) finish()
    onOpenChange(next)
  }

  const today = localDateToIso(startOfTodayLocal())
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
            <DialogTitle>Thanks, Callie will be in touch!</DialogTitle>
            <DialogDescription className="text-base">
              We'll reach out within 24 hours to discuss your event details.
            </DialogDescription>
            {mutation.data?.reference && (
              <p className="text-sm text-ink-600">
                Reference: <span className="font-mono font-semibold text-ink-900">{mutation.data.reference}</span>
              </p>
            )}
          </div>
        ) : (
          <>
            <div className="grid gap-1.5 pr-8">
              <DialogTitle>Book a Call with Callie</DialogTitle>
              <DialogDescription>
                Tell us about your event and our concierge team will reach out within 24 hours. The consultation is free.
              </DialogDescription>
            </div>
            <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Book a Call with Callie">
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label="Full Name *" error={e.name?.message} required>
                  {(p) => <Input {...p} autoComplete="name" {...register('name')} />}
                </FormField>
                <FormField label="Email Address *" error={e.email?.message} required>
                  {(p) => <Input {...p} type="email" autoComplete="email" {...register('email')} />}
                </FormField>
                <FormField label="Event Type *" error={e.eventType?.message} required>
                  {(p) => <Input {...p} placeholder="Team dinner, offsite, birthday..." {...register('eventType')} />}
                </FormField>
                <FormField label="City / Location *" error={e.location?.message} required>
                  {(p) => <Input {...p} autoComplete="address-level2" {...register('location')} />}
                </FormField>
                <FormField label="Group Size *" error={e.groupSize?.message} required>
                  {(p) => (
                    <Input
                      {...p}
                      type="number"
                      inputMode="numeric"
                      min={CONSULTATION_MIN_GROUP}
                      max={CONSULTATION_MAX_GROUP}
                      step={1}
                      {...register('groupSize')}
                    />
                  )}
                </FormField>
                <FormField label="Preferred Date *" error={e.preferredDate?.message} required>
                  {(p) => <Input {...p} type="date" min={today} {...register('preferredDate')} />}
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
