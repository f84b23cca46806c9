// The Stripe client from the configuration, or null when card payments are off (no keys): then
// nothing here calls Stripe and the web hides the card buttons (GET /api/config).
import Stripe from 'stripe'
import type { Config } from '../config'

export type StripeConfig = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>

export function createStripeClient(config: StripeConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_WEBHOOK_SECRET) return null
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null
  return new Stripe(config.STRIPE_SECRET_KEY, {
    // Our own Idempotency-Key on every call makes the SDK's retries safe.
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  })
}

export const cardPaymentsOn = (config: StripeConfig) =>
  Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET)
