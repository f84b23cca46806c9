// GET /api/config: what the web app needs to know about this deployment (no secrets).
import { z } from 'zod'

export const publicConfigSchema = z.object({
  mapTileUrl: z.string(),
  mapTileAttribution: z.string(),
  conciergeEmail: z.string(),
  /** Present only when that sign-in provider is configured; the web hides its button otherwise. */
  googleClientId: z.string().nullable(),
  appleClientId: z.string().nullable(),
  /** The landing page's intro video and its poster image; null shows the designed poster. */
  introVideoUrl: z.string().nullable(),
  introVideoPosterUrl: z.string().nullable(),
  /** Social profiles for the footer; null hides that network. */
  socialLinks: z.object({
    instagram: z.string().nullable(),
    linkedin: z.string().nullable(),
    x: z.string().nullable(),
  }),
  /** The public catalogue holds fictional venues: every page says so (never with DEMO_CATALOGUE=off). */
  demoCatalogue: z.boolean(),
  /** Card payments through Stripe are configured; without them the web offers offline payment only. */
  cardPayments: z.boolean(),
})

export type PublicConfig = z.infer<typeof publicConfigSchema>
