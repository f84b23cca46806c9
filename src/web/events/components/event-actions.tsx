// Event header buttons: Back to Dashboard, Copy Link, Share, Print
// Details and (host only) Cancel Event with its dialog.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowLeftIcon from 'lucide-react/icons/arrow-left'
import * as banIcon from 'lucide-react/icons/ban'
import * as link2Icon from 'lucide-react/icons/link-2'
import * as printerIcon from 'lucide-react/icons/printer'
import * as share2Icon from 'lucide-react/icons/share-2'
import { useState } from 'react'
import { Link } from 'react-router'
import type { EventDetail } from '~/domain/events/event'
import { formatCents } from '~/domain/pricing/estimate'
import { Button } from '~/web/components/ui/button'
import { toast } from '~/web/lib/use-toast'
import { useCancellationPreview, useCancelEvent } from '../api/cancel-event'
import { eventPaths } from '../event-paths'
import { copyText, publicEventUrl } from '../lib/event-links'
import { ConfirmDialog } from './confirm-dialog'

const ArrowLeft = lucideIcon(arrowLeftIcon)
const Ban = lucideIcon(banIcon)
const Link2 = lucideIcon(link2Icon)
const Printer = lucideIcon(printerIcon)
const Share2 = lucideIcon(share2Icon)

const copyFailed = (url: string) =>
  toast({ variant: 'destructive', title: 'Could not copy the link', description: `Copy it by hand: ${url}` })

export function EventActions({ event }: { event: EventDetail }) {
  const [confirming, setConfirming] = useState(false)
  const cancel = useCancelEvent(event.id)
  const preview = useCancellationPreview(event.id, confirming)
  const booked = preview.data?.booked ?? false
  const url = publicEventUrl(event.publicId)

  const copyLink = async () => {
    if (await copyText(url))
      toast({ variant: 'success', title: 'Link Copied', description: 'The event link is on your clipboard.' })
    else copyFailed(url)
  }

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: event.name, text: `${event.name}: event details and RSVP`, url })
        return
      } catch (e) {
        // Closing the share sheet is not a failure.
        if (e instanceof DOMException && e.name === 'AbortError') return
      }
    }
    await copyLink()
  }

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false)
        toast({
          variant: 'success',
          title: 'Event Cancelled',
          description: booked
            ? `${event.name} has been cancelled. The venue, your co-hosts and our team have been told; refunds are on their way.`
            : `${event.name} has been cancelled. Your co-hosts have been notified.`,
        })
      },
      onError: () =>
        toast({ variant: 'destructive', title: 'Error', description: 'Could not cancel the event. Please try again.' }),
    })

  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button asChild variant="ghost" size="sm">
        <Link to={eventPaths.dashboard()}>
          <ArrowLeft aria-hidden /> Back to Dashboard
        </Link>
      </Button>
      <Button variant="outline" size="sm" onClick={copyLink}>
        <Link2 aria-hidden /> Copy Link
      </Button>
      <Button variant="outline" size="sm" onClick={share}>
        <Share2 aria-hidden /> Share
      </Button>
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden /> Print Details
      </Button>
      {event.role === 'host' && event.status === 'upcoming' && (
        <Button variant="destructive" size="sm" onClick={() => setConfirming(true)}>
          <Ban aria-hidden /> Cancel Event
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel This Event?"
        description={
          <>
            <p>This action cannot be undone.</p>
            {preview.isPending ? (
              <p>Working out what would be refunded…</p>
            ) : preview.data?.booked ? (
              <>
                <p>
                  {event.name} is booked: cancelling cancels the booking for everyone. The venue, your co-hosts and our
                  concierge team will be told by email.
                </p>
                <p className="font-medium text-ink-900">{preview.data.summary}</p>
                {preview.data.yours.paidCents > 0 && (
                  <p>
                    Of the {formatCents(preview.data.yours.paidCents)} you paid,{' '}
                    {formatCents(preview.data.yours.refundCents)} comes back to you; guests who paid a share get their
                    part back.
                  </p>
                )}
                {preview.data.terms && <p>The venue’s terms: {preview.data.terms}</p>}
              </>
            ) : (
              <p>{event.name} will be marked as cancelled for everyone, and your co-hosts will be notified by email.</p>
            )}
          </>
        }
        cancelLabel="Keep Event"
        confirmLabel="Yes, Cancel Event"
        busyLabel="Cancelling..."
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </div>
  )
}
