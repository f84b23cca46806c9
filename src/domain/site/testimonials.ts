// GET /api/testimonials: what hosts wrote about the venue after a real event.
import { z } from 'zod'

/** Only reviews this good are quoted as testimonials. */
export const TESTIMONIAL_MIN_RATING = 4
export const TESTIMONIALS_SHOWN = 3

export const testimonialSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  /** The host's first name only. */
  firstName: z.string(),
  /** The city of the venue the event was in. */
  city: z.string(),
})
export type Testimonial = z.infer<typeof testimonialSchema>

export const testimonialsResponseSchema = z.object({ testimonials: z.array(testimonialSchema) })
export type TestimonialsResponse = z.infer<typeof testimonialsResponseSchema>
