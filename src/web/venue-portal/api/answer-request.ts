// POST /api/venue-portal/venues/:venueId/requests/:requestId/{quote|offer|decline|cancel}: the venue's
// answer (or its cancelling a confirmed booking), each sent once per attempt (Idempotency-Key),
// recorded in the request's history.
import type {
  DeclineInput,
  InboxRequest,
  OfferInput,
  QuoteInput,
  QuoteResponse,
} from '~/domain/venue-portal/answers-api'
import { api } from '~/web/lib/api'
import { idempotencyHeaders } from '~/web/lib/idempotency'
import { portalApiPaths } from '../portal-paths'
import { usePortalMutation } from './use-portal-mutation'

type Target = { venueId: number; requestId: number; idempotencyKey: string }

export const sendQuote = ({ venueId, requestId, idempotencyKey, input }: Target & { input: QuoteInput }) =>
  api.post<QuoteResponse>(portalApiPaths.answer(venueId, requestId, 'quote'), input, {
    headers: idempotencyHeaders(idempotencyKey),
  })

export const sendOffer = ({ venueId, requestId, idempotencyKey, input }: Target & { input: OfferInput }) =>
  api.post<InboxRequest>(portalApiPaths.answer(venueId, requestId, 'offer'), input, {
    headers: idempotencyHeaders(idempotencyKey),
  })

export const sendDecline = ({ venueId, requestId, idempotencyKey, input }: Target & { input: DeclineInput }) =>
  api.post<InboxRequest>(portalApiPaths.answer(venueId, requestId, 'decline'), input, {
    headers: idempotencyHeaders(idempotencyKey),
  })

type Sent<T> = { input: T; idempotencyKey: string }

export const useSendQuote = (venueId: number, requestId: number) =>
  usePortalMutation(venueId, ({ input, idempotencyKey }: Sent<QuoteInput>) =>
    sendQuote({ venueId, requestId, idempotencyKey, input }),
  )
export const useSendOffer = (venueId: number, requestId: number) =>
  usePortalMutation(venueId, ({ input, idempotencyKey }: Sent<OfferInput>) =>
    sendOffer({ venueId, requestId, idempotencyKey, input }),
  )
export const useSendDecline = (venueId: number, requestId: number) =>
  usePortalMutation(venueId, ({ input, idempotencyKey }: Sent<DeclineInput>) =>
    sendDecline({ venueId, requestId, idempotencyKey, input }),
  )

/** A confirmed booking the venue cannot host: the planner is refunded in full, everyone is told. */
export const useCancelBooking = (venueId: number, requestId: number) =>
  usePortalMutation(venueId, ({ input, idempotencyKey }: Sent<{ reason: string }>) =>
    api.post<InboxRequest>(portalApiPaths.answer(venueId, requestId, 'cancel'), input, {
      headers: idempotencyHeaders(idempotencyKey),
    }),
  )
