// What happens when the host cancels an event that is a booking (it has a request: a venue, money,
// a space), without events importing the booking's owner (eslint.config.js fences each feature):
// buildApp (src/server/app.ts) registers the one hook, the bookings feature's cancellation, which
// refunds, releases the space and tells everyone. It runs outside any transaction (it calls Stripe).
import type { Config } from '../config'
import type { Db } from '../db/client'

export type BookedEventCancelHook = (args: {
  db: Db
  config: Config
  requestId: number
  userId: number
}) => Promise<unknown>

let bookedEventCancel: BookedEventCancelHook | null = null

/** Registering again (every buildApp in one test worker) replaces the same function. */
export function onBookedEventCancel(hook: BookedEventCancelHook): void {
  bookedEventCancel = hook
}

export const bookedEventCancelHook = (): BookedEventCancelHook | null => bookedEventCancel
