// Where a booking stands, as every API answer that shows one carries it (src/domain/bookings/lifecycle.ts).
import { z } from 'zod'
import { BOOKING_STAGES } from './lifecycle'

export const bookingStageSchema = z.object({
  stage: z.enum(BOOKING_STAGES),
  /** The stage's one label ("Confirmed, deposit due"). */
  label: z.string(),
  /** What the planner can do next, in her words. */
  nextStep: z.string(),
})
export type BookingStageView = z.infer<typeof bookingStageSchema>
