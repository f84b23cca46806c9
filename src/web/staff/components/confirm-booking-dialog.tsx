// Confirm a booking: the event is created on the planner's dashboard (linked to their account, or
// waiting for them to sign up with the request's email).
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarCheckIcon from 'lucide-react/icons/calendar-check'
import { useId, useState, type FormEvent } from 'react'
import type { RequestDetail } from '~/domain/staff/request-detail-api'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '~/web/components/ui/dialog'
import { Input } from '~/web/components/ui/input'
import { Label } from '~/web/components/ui/label'
import { isApiError } from '~/web/lib/api'
import { formatDisplayDate } from '~/web/lib/dates'
import { toast } from '~/web/lib/use-toast'
import { textareaClass } from '~/web/components/form/control-classes'
import { useConfirmRequest } from '../api/confirm-request'

const CalendarCheck = lucideIcon(calendarCheckIcon)

export function ConfirmBookingDialog({ detail }: { detail: RequestDetail }) {
  const { request } = detail
  const ids = useId()
  const [open, setOpen] = useState(false)
  const confirm = useConfirmRequest(request.id)
  const accepted = detail.proposals.find((p) => p.status === 'accepted')

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const note = String(form.get('note') ?? '').trim() || undefined
    const eventName = String(form.get('eventName') ?? '').trim() || undefined
    try {
      const result = await confirm.mutateAsync({ note, eventName })
      setOpen(false)
      const linked = result.event?.hostUserId !== null && result.event?.hostUserId !== undefined
      toast({
        variant: 'success',
        title: 'Booking confirmed',
        description: linked
          ? `The event is on ${request.name}'s dashboard, linked to their account.`
          : `The event is waiting for ${result.event?.pendingEmail ?? request.email} to sign up; we emailed them.`,
      })
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not confirmed',
        description: isApiError(error) ? (error.serverMessage ?? error.message) : 'Please try again.',
      })
    }
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !confirm.isPending && setOpen(o)}>
      <DialogTrigger asChild>
        <Button>
          <CalendarCheck aria-hidden /> Confirm booking
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Confirm this booking?</DialogTitle>
        <DialogDescription>
          {accepted
            ? `The planner accepted the proposal for ${accepted.venueName} on ${formatDisplayDate(accepted.date)} at ${accepted.time} for ${accepted.guests} guests. `
            : 'No proposal has been accepted: the event takes the request’s own venue, date and group. '}
          The event goes on the dashboard of the account with {request.email} (or waits for them to sign up), and they
          get a confirmation email.
        </DialogDescription>
        <form onSubmit={onSubmit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-name`}>Event name (optional)</Label>
            <Input id={`${ids}-name`} name="eventName" maxLength={120} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-note`}>Internal note (optional)</Label>
            <textarea id={`${ids}-note`} name="note" rows={3} className={textareaClass} />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={confirm.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? 'Confirming...' : 'Confirm and create the event'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}
