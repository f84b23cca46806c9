// Guest Management tab: the guest list, adding guests one
// by one or by pasting a list, emailing RSVP links, the headcount and the dietary summary.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as mailIcon from 'lucide-react/icons/mail'
import * as refreshCwIcon from 'lucide-react/icons/refresh-cw'
import * as trashIcon from 'lucide-react/icons/trash'
import { useId, useState } from 'react'
import type { EventDetail } from '~/domain/events/event'
import type { Guest, GuestList } from '~/domain/events/guest'
import { headcountSentence, RSVP_VALUES, type RsvpAnswer } from '~/domain/events/guest-list'
import { dietaryLabel } from '~/domain/options'
import { Button } from '~/web/components/ui/button'
import { Card } from '~/web/components/ui/card'
import { Skeleton } from '~/web/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs'
import { isApiError } from '~/web/lib/api'
import { cn } from '~/web/lib/cn'
import { toast } from '~/web/lib/use-toast'
import { nativeSelectClass } from '~/web/components/form/control-classes'
import { useDeleteGuest } from '../api/delete-guest'
import { useGuests } from '../api/get-guests'
import { useInviteGuests } from '../api/invite-guests'
import { useUpdateGuest } from '../api/update-guest'
import { ConfirmDialog } from './confirm-dialog'
import { AddGuestForm, PasteGuestsForm } from './guest-forms'

const Mail = lucideIcon(mailIcon)
const RefreshCw = lucideIcon(refreshCwIcon)
const Trash2 = lucideIcon(trashIcon)

const ANSWER_LABEL: Record<RsvpAnswer, string> = { yes: 'Yes', maybe: 'Maybe', no: 'No' }
const ANSWER_TONE: Record<RsvpAnswer | 'none', string> = {
  yes: 'border-sage-600/30 bg-sage-100 text-sage-700',
  maybe: 'border-gold-500/40 bg-ivory-100 text-ink-800',
  no: 'border-red-200 bg-red-50 text-red-950',
  none: 'border-ink-200 bg-ivory-200 text-ink-700',
}

export function GuestsPanel({ event }: { event: EventDetail }) {
  const guests = useGuests(event.id)
  const editable = event.status === 'upcoming'
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid content-start gap-6">
        {editable && <AddGuestsCard eventId={event.id} />}
        <GuestListCard
          event={event}
          guests={guests.data}
          pending={guests.isPending}
          error={guests.isError}
          onRefresh={() => guests.refetch()}
          refreshing={guests.isFetching}
        />
      </div>
      <div className="grid content-start gap-6">
        <HeadcountCard list={guests.data} fallback={event.guests} />
        <DietaryCard list={guests.data} />
      </div>
    </div>
  )
}

function AddGuestsCard({ eventId }: { eventId: number }) {
  const headingId = useId()
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <section aria-labelledby={headingId} className="grid gap-4">
        <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-900">
          Add Guests
        </h2>
        <Tabs defaultValue="one">
          <TabsList aria-label="How to add guests">
            <TabsTrigger value="one">One guest</TabsTrigger>
            <TabsTrigger value="paste">Paste a list</TabsTrigger>
          </TabsList>
          <TabsContent value="one">
            <AddGuestForm eventId={eventId} />
          </TabsContent>
          <TabsContent value="paste">
            <PasteGuestsForm eventId={eventId} />
          </TabsContent>
        </Tabs>
      </section>
    </Card>
  )
}

type ListProps = {
  event: EventDetail
  guests?: GuestList
  pending: boolean
  error: boolean
  onRefresh: () => void
  refreshing: boolean
}

function GuestListCard({ event, guests, pending, error, onRefresh, refreshing }: ListProps) {
  const headingId = useId()
  const invite = useInviteGuests(event.id)
  const withEmail = guests?.guests.filter((g) => g.email).length ?? 0
  const sendInvitations = () =>
    invite.mutate(undefined, {
      onSuccess: ({ sent, skipped }) =>
        toast({
          variant: 'success',
          title: 'Invitations Sent',
          description: `${sent} ${sent === 1 ? 'guest' : 'guests'} emailed their RSVP link.${skipped.length ? ` ${skipped.length} without an email address: share their link another way.` : ''}`,
        }),
      onError: (e) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description:
            (isApiError(e) && e.status < 500 && e.serverMessage) || 'Failed to send invitations. Please try again.',
        }),
    })
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <section aria-labelledby={headingId} className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-900">
            Guest List
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="ghost" onClick={onRefresh} disabled={refreshing}>
              <RefreshCw aria-hidden className={cn(refreshing && 'animate-spin')} /> Refresh
            </Button>
            {event.status === 'upcoming' && (
              <Button size="sm" onClick={sendInvitations} disabled={invite.isPending || withEmail === 0}>
                <Mail aria-hidden /> {invite.isPending ? 'Sending...' : 'Send Invitations'}
              </Button>
            )}
          </div>
        </div>
        {pending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : error || !guests ? (
          <p role="alert" className="text-ink-800">
            We couldn't load the guest list. Please try again.
          </p>
        ) : guests.guests.length === 0 ? (
          <p className="rounded-xl border border-dashed border-ivory-300 px-4 py-8 text-center text-ink-600">
            No guests yet.
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Guests">
            {guests.guests.map((g) => (
              <GuestRow key={g.id} guest={g} eventId={event.id} editable={event.status === 'upcoming'} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  )
}

function GuestRow({ guest, eventId, editable }: { guest: Guest; eventId: number; editable: boolean }) {
  const update = useUpdateGuest(eventId)
  const remove = useDeleteGuest(eventId)
  const [confirming, setConfirming] = useState(false)
  const id = useId()
  const answer = guest.rsvp ?? 'none'
  return (
    <li
      className="grid gap-3 rounded-xl border border-ivory-300 bg-ivory-50 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
      data-testid="guest"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words text-ink-900">{guest.name}</span>
          <span className={cn('rounded-full border px-2 py-0.5 text-xs font-semibold', ANSWER_TONE[answer])}>
            {guest.rsvp ? ANSWER_LABEL[guest.rsvp] : 'No answer'}
          </span>
        </div>
        <span className="text-sm break-all text-ink-600">{guest.email ?? 'No email address'}</span>
        {guest.dietary.length > 0 && (
          <span className="text-sm text-ink-700">Dietary: {guest.dietary.map(dietaryLabel).join(', ')}</span>
        )}
        {guest.notes && <span className="text-sm break-words text-ink-700">Notes: {guest.notes}</span>}
        <span className="text-xs text-ink-600">
          {guest.invitedAt ? 'Invitation emailed' : 'Not invited by email yet'} ·{' '}
          <a
            href={guest.rsvpUrl}
            target="_blank"
            rel="noreferrer"
            className="font-medium text-terracotta-700 underline underline-offset-2"
          >
            RSVP link<span className="sr-only"> for {guest.name} (opens in a new tab)</span>
          </a>
        </span>
      </div>
      {editable && (
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-answer`} className="sr-only">
            Answer for {guest.name}
          </label>
          <select
            id={`${id}-answer`}
            className={cn(nativeSelectClass, 'h-9 w-auto')}
            value={guest.rsvp ?? ''}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate(
                { guestId: guest.id, input: { rsvp: e.target.value === '' ? null : (e.target.value as RsvpAnswer) } },
                {
                  onError: () =>
                    toast({
                      variant: 'destructive',
                      title: 'Error',
                      description: 'Could not update the guest. Please try again.',
                    }),
                },
              )
            }
          >
            <option value="">No answer</option>
            {RSVP_VALUES.map((v) => (
              <option key={v} value={v}>
                {ANSWER_LABEL[v]}
              </option>
            ))}
          </select>
          <Button
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={`Remove ${guest.name}`}
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Remove Guest?"
            description={<p>{guest.name} will be removed from the guest list and their RSVP link will stop working.</p>}
            confirmLabel="Remove"
            busyLabel="Removing..."
            busy={remove.isPending}
            onConfirm={() =>
              remove.mutateAsync(guest.id).then(
                () => {
                  setConfirming(false)
                  toast({
                    variant: 'success',
                    title: 'Guest Removed',
                    description: `${guest.name} is no longer on the guest list.`,
                  })
                },
                () =>
                  toast({
                    variant: 'destructive',
                    title: 'Error',
                    description: 'Could not remove the guest. Please try again.',
                  }),
              )
            }
          />
        </div>
      )}
    </li>
  )
}

function HeadcountCard({ list, fallback }: { list?: GuestList; fallback: EventDetail['guests'] }) {
  const h = list?.headcount ?? fallback
  const headingId = useId()
  const cells: [string, number][] = [
    ['Yes', h.yes],
    ['Maybe', h.maybe],
    ['No', h.no],
    ['No answer', h.noAnswer],
  ]
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <section aria-labelledby={headingId} className="grid gap-3">
        <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-900">
          Headcount
        </h2>
        <dl className="grid grid-cols-2 gap-2" data-testid="headcount">
          {cells.map(([label, n]) => (
            <div key={label} className="grid rounded-xl border border-ivory-300 bg-ivory-50 px-3 py-2">
              <dt className="text-sm text-ink-700">{label}</dt>
              <dd className="font-display text-2xl font-semibold text-ink-900">{n}</dd>
            </div>
          ))}
        </dl>
        <p className="text-sm text-ink-700">{headcountSentence(h)}</p>
      </section>
    </Card>
  )
}

function DietaryCard({ list }: { list?: GuestList }) {
  const headingId = useId()
  return (
    <Card className="grid gap-3 p-5 sm:p-6">
      <section aria-labelledby={headingId} className="grid gap-3">
        <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-900">
          Dietary Restrictions
        </h2>
        <p className="text-sm text-ink-600">Among guests who answered yes or maybe.</p>
        {!list ? null : list.dietary.length === 0 ? (
          <p className="text-ink-700">No dietary restrictions so far.</p>
        ) : (
          <ul className="grid gap-1" aria-label="Dietary summary">
            {list.dietary.map((d) => (
              <li
                key={d.restriction}
                className="flex justify-between gap-2 border-b border-ivory-200 py-1.5 last:border-0"
              >
                <span className="text-ink-900">{dietaryLabel(d.restriction)}</span>
                <span className="font-medium text-ink-900">{d.count}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  )
}
