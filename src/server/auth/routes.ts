// The accounts API. Every body is declared with the domain's zod schema, so a bad
// field is a 400 with the product's message next to it (src/domain/auth/auth-fields.ts).
// One plugin per part: signing in and out, the emailed links, social sign-in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { emailLinkRoutes } from './email-link-routes'
import { signInRoutes } from './sign-in-routes'
import { socialRoutes } from './social-routes'

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(signInRoutes)
  await app.register(emailLinkRoutes)
  await app.register(socialRoutes)
}
