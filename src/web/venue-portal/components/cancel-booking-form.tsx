// The venue cancels a confirmed booking it cannot host: a reason is required; the planner
// and her guests are refunded in full, our booking fee included, and everyone is emailed.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { venueCancelSchema } from '~/domain/bookings/cancellation'
import type { InboxRequest } from '~/domain/venue-portal/answers-api'
import { textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { serverMessageOf } from '~/web/lib/form-errors'
import { useSubmitForm } from '~/web/lib/use-submit-form'
import { useCancelBooking } from '../api/answer-request'

type In = z.input<typeof venueCancelSchema>
type Out = z.output<typeof venueCancelSchema>

export function CancelBookingForm({
  venueId,
  request,
  onDone,
}: {
  venueId: number
  request: InboxRequest
  onDone: () => void
}) {
  const send = useCancelBooking(venueId, request.id)
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(venueCancelSchema), defaultValues: { reason: '' } })
  const { register, formState } = form
  const onSubmit = useSubmitForm(form, {
    fields: ['reason'] as const,
    send: (input, attempt) => send.mutateAsync({ input, idempotencyKey: attempt.key }),
    onSuccess: onDone,
    successToast: () => ({
      title: 'Booking cancelled',
      description: `${request.plannerName} is refunded in full and told why; the date is free again.`,
    }),
    failureToast: (error) => ({ title: 'Not cancelled', description: serverMessageOf(error) }),
    toastWithFieldErrors: false,
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={`Cancel booking ${request.reference}`}>
      <p className="text-sm text-ink-700">
        Cancelling a confirmed booking refunds the planner and her guests everything they paid, our booking fee
        included. The planner, her co-hosts, her guests who paid and our concierge team are emailed. This cannot be
        undone.
      </p>
      <FormField label="Reason" required error={formState.errors.reason?.message} hint="The planner reads it">
        {(p) => <textarea {...p} rows={3} className={textareaClass} {...register('reason')} />}
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Keep the booking
        </Button>
        <Button type="submit" variant="destructive" disabled={formState.isSubmitting}>
          Cancel the booking
        </Button>
      </div>
    </form>
  )
}
