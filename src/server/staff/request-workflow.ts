// The concierge workflow on the server: status moves, assignment and confirmation, each
// one transaction with its history row (and, for a confirmation, the event and the email).
import { and, eq, inArray } from 'drizzle-orm'
import {
  checkTransition,
  CONFIRMABLE_STATUSES,
  isBookingKind,
  WORKFLOW_MESSAGES,
  type RequestStatus,
} from '~/domain/requests/workflow'
import type { AuthUser } from '~/domain/auth/auth-user'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { confirmBookingInTx } from '../bookings/confirm-booking'
import { supersedeOpenProposals } from '../bookings/proposals'
import { conflict, fieldError } from '../lib/errors'
import { lockRequest, personName, recordHistory, updateRequest } from '../bookings/request-history'

export const NOT_STAFF_MESSAGE = 'Choose a member of the concierge team'

export async function changeRequestStatus({
  db,
  config,
  requestId,
  to,
  note,
  actor,
}: {
  db: Db
  config: Config
  requestId: number
  to: RequestStatus
  note?: string
  actor: AuthUser
}): Promise<void> {
  const confirmsBooking = await db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId)
    const check = checkTransition({ from: request.status, to, note })
    if (!check.ok) throw check.reason === 'note_required' ? fieldError('note', check.message) : conflict(check.message)
    // A booking is confirmed through confirmRequest: that is what puts the event on the dashboard.
    if (to === 'confirmed' && isBookingKind(request.kind)) return true
    await updateRequest(tx, request.id, { status: to, firstResponse: true })
    await recordHistory(tx, {
      requestId: request.id,
      fromStatus: request.status,
      toStatus: to,
      note,
      actorUserId: actor.id,
    })
    // Closing a confirmed booking ends the conversation, not the booking: its space stays booked.
    if (to === 'declined' || to === 'closed')
      await supersedeOpenProposals(tx, request.id, { keepAccepted: request.status === 'confirmed' })
    return false
  })
  if (confirmsBooking) await confirmRequest({ db, config, requestId, note, actor })
}

export async function assignRequest({
  db,
  requestId,
  userId,
  actor,
}: {
  db: Db
  requestId: number
  userId: number | null
  actor: AuthUser
}) {
  await db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId)
    let note = 'Unassigned'
    if (userId !== null) {
      const [member] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), inArray(users.role, ['staff', 'admin'])))
      if (!member) throw fieldError('userId', NOT_STAFF_MESSAGE)
      note = `Assigned to ${personName(member)}`
    }
    if (request.assignedTo === userId) return
    await updateRequest(tx, request.id, { assignedTo: userId })
    await recordHistory(tx, {
      requestId: request.id,
      fromStatus: request.status,
      toStatus: request.status,
      note,
      actorUserId: actor.id,
    })
  })
}

/**
 * Confirms a booking request: status confirmed, history, the planner's event (from the accepted
 * proposal's terms when there is one) and the confirmation email, all in one transaction.
 */
export async function confirmRequest({
  db,
  config,
  requestId,
  note,
  eventName,
  actor,
}: {
  db: Db
  config: Config
  requestId: number
  note?: string
  eventName?: string
  actor: AuthUser
}) {
  const result = await db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId)
    if (!isBookingKind(request.kind)) throw conflict(WORKFLOW_MESSAGES.notBooking)
    if (!CONFIRMABLE_STATUSES.includes(request.status)) throw conflict(WORKFLOW_MESSAGES.confirmFrom)
    const { event, hostUserId, proposalId } = await confirmBookingInTx(tx, {
      config,
      request,
      note,
      eventName,
      actorUserId: actor.id,
    })
    return {
      event: { id: event.id, publicId: event.publicId, name: event.name, hostUserId, pendingEmail: event.pendingEmail },
      proposalId,
    }
  })
  return result
}
