// Newsletter subscription with double opt-in: POST /api/newsletter/subscriptions.
import { z } from 'zod'
import { NEWSLETTER_ROLES } from '../options'
import { text } from '../text-field'
import { emailField, optionalChoiceField, optionalText, SHORT_TEXT_MAX } from '../fields'

export const NEWSLETTER_ROLE_IDS = NEWSLETTER_ROLES.map((r) => r.value) as [
  (typeof NEWSLETTER_ROLES)[number]['value'],
  ...(typeof NEWSLETTER_ROLES)[number]['value'][],
]

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const

export const newsletterSubscriptionSchema = z.object({
  email: emailField('Invalid email address'),
  company: optionalText(SHORT_TEXT_MAX),
  role: optionalChoiceField(NEWSLETTER_ROLE_IDS, 'Please select a role'),
})
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>
export type NewsletterSubscriptionRequest = z.output<typeof newsletterSubscriptionSchema>

export const newsletterSubscribedSchema = z.object({ success: z.literal(true), message: z.string() })
export type NewsletterSubscribed = z.infer<typeof newsletterSubscribedSchema>

/** GET /api/newsletter/stats: confirmed subscribers only (pending and unsubscribed addresses don't count). */
export const newsletterStatsSchema = z.object({ subscribers: z.number().int().min(0) })
export type NewsletterStats = z.output<typeof newsletterStatsSchema>

/** GET /api/newsletter/confirm and /api/newsletter/unsubscribe: the token of the emailed link. */
export const newsletterTokenQuerySchema = z.object({ token: text().optional() })

/** Both links answer 303 to the web app's /newsletter page, which says what happened. */
export const newsletterRedirectSchema = z.null().describe('303 See Other to the /newsletter page')

/** The same answer whatever the address's state, so the endpoint tells nobody who is subscribed. */
export const NEWSLETTER_SUBSCRIBED_MESSAGE = 'Almost there! Please check your inbox and confirm your subscription.'
