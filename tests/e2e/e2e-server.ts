// The e2e server (playwright.config.ts's webServer): the staff accounts seeded into the fresh
// database, then the server itself (src/server/main.ts) in the same process, so a run starts Node
// and the server's modules once instead of once for the seed and again for the server. It runs
// compiled, as the server does (dist/server-app/e2e-server.js, scripts/build-server.ts).
// Card payments point at the local Stripe stand-in, started here in the same process (no extra
// process, no wait): its checkout page pays and delivers the signed webhook to this server.
import { startStripeLocalServer } from '../support/stripe-local-server'
import { seedStaff } from './global-setup-staff'

const stripe = await startStripeLocalServer({
  webhookUrl: `http://127.0.0.1:${process.env.PORT ?? 3100}/api/payments/webhook`,
})
process.env.STRIPE_SECRET_KEY = stripe.secretKey
process.env.STRIPE_WEBHOOK_SECRET = stripe.webhookSecret
process.env.STRIPE_API_URL = stripe.url

await seedStaff()
await import('../../src/server/main')
