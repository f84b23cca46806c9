// The event's team: avatar initials, name, email; pending invitations
// (the host may revoke); the host may invite and remove co-hosts.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as clockIcon from 'lucide-react/icons/clock'
import * as userMinusIcon from 'lucide-react/icons/user-minus'
import * as xIcon from 'lucide-react/icons/x'
import { useId, useState } from 'react'
import type { EventDetail, EventMember, PendingInvitation } from '~/domain/events/event'
import { Button } from '~/web/components/ui/button'
import { Card } from '~/web/components/ui/card'
import { toast } from '~/web/lib/use-toast'
import { useRemoveCoHost } from '../api/remove-co-host'
import { useRevokeInvitation } from '../api/revoke-invitation'
import { formatShortDate, initials } from '../lib/event-links'
import { coHostsOf } from '../lib/team'
import { ConfirmDialog } from './confirm-dialog'
import { InviteCoHostDialog } from './invite-co-host-dialog'

const Clock = lucideIcon(clockIcon)
const UserMinus = lucideIcon(userMinusIcon)
const X = lucideIcon(xIcon)

export function CoHostsPanel({ event, myId }: { event: EventDetail; myId: number }) {
  const headingId = useId()
  const isHost = event.role === 'host'
  const host = event.members.find((m) => m.role === 'host')
  const coHosts = coHostsOf(event)
  const pending = event.invitations.filter((i) => i.status === 'pending')
  return (
    <Card className="grid content-start gap-4 p-5 sm:p-6">
      <section aria-labelledby={headingId} className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="font-display text-2xl font-semibold text-ink-900">
            Co-hosts
          </h2>
          {isHost && event.status !== 'cancelled' && <InviteCoHostDialog eventId={event.id} />}
        </div>
        {host && host.userId !== myId && (
          <p className="text-sm text-ink-700">
            Hosted by <span className="font-medium text-ink-900">{host.name}</span>
          </p>
        )}
        {coHosts.length === 0 ? (
          <p className="text-ink-600">No co-hosts yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Co-hosts">
            {coHosts.map((m) => (
              <CoHostRow key={m.userId} member={m} eventId={event.id} canRemove={isHost} isMe={m.userId === myId} />
            ))}
          </ul>
        )}
        {isHost && pending.length > 0 && (
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold tracking-wide text-ink-700 uppercase">
              Pending invitations ({pending.length})
            </h3>
            <ul className="grid gap-2" aria-label="Pending invitations">
              {pending.map((inv) => (
                <InvitationRow key={inv.id} invitation={inv} eventId={event.id} />
              ))}
            </ul>
          </div>
        )}
      </section>
    </Card>
  )
}

function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-terracotta-100 text-sm font-semibold text-terracotta-800"
    >
      {initials(name)}
    </span>
  )
}

function CoHostRow({
  member,
  eventId,
  canRemove,
  isMe,
}: {
  member: EventMember
  eventId: number
  canRemove: boolean
  isMe: boolean
}) {
  const remove = useRemoveCoHost(eventId)
  const [confirming, setConfirming] = useState(false)
  return (
    <li className="flex items-center gap-3 rounded-xl border border-ivory-300 bg-ivory-50 p-3">
      <Avatar name={member.name} />
      <div className="grid min-w-0 flex-1">
        <span className="truncate font-medium text-ink-900">
          {member.name}
          {isMe && ' (You)'}
        </span>
        <span className="truncate text-sm text-ink-600">{member.email}</span>
      </div>
      {canRemove && (
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Remove ${member.name}`}
          onClick={() => setConfirming(true)}
        >
          <UserMinus aria-hidden />
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove Co-host?"
        description={<p>{member.name} will no longer see this event. Their tasks become unassigned.</p>}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutateAsync(member.userId).then(
            () => {
              setConfirming(false)
              toast({
                variant: 'success',
                title: 'Co-host Removed',
                description: `${member.name} is no longer a co-host.`,
              })
            },
            () =>
              toast({
                variant: 'destructive',
                title: 'Error',
                description: 'Could not remove the co-host. Please try again.',
              }),
          )
        }
      />
    </li>
  )
}

function InvitationRow({ invitation, eventId }: { invitation: PendingInvitation; eventId: number }) {
  const revoke = useRevokeInvitation(eventId)
  return (
    <li className="flex items-center gap-3 rounded-xl border border-dashed border-ivory-300 p-3">
      <span
        aria-hidden
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ivory-200 text-ink-600"
      >
        <Clock className="size-4" />
      </span>
      <div className="grid min-w-0 flex-1">
        <span className="truncate font-medium text-ink-900">{invitation.email}</span>
        <span className="text-sm text-ink-600">Invited {formatShortDate(invitation.createdAt)} · pending</span>
      </div>
      <Button
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={`Revoke the invitation to ${invitation.email}`}
        disabled={revoke.isPending}
        onClick={() =>
          revoke.mutateAsync(invitation.id).then(
            () =>
              toast({
                variant: 'success',
                title: 'Invitation Revoked',
                description: `The link sent to ${invitation.email} no longer works.`,
              }),
            () =>
              toast({
                variant: 'destructive',
                title: 'Error',
                description: 'Could not revoke the invitation. Please try again.',
              }),
          )
        }
      >
        <X aria-hidden />
      </Button>
    </li>
  )
}
