import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { testimonialsResponseSchema } from '~/domain/site/testimonials'
import { listTestimonials } from './list-testimonials'

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/testimonials',
    {
      schema: {
        tags: ['venues'],
        summary: 'The highest-rated reviews hosts wrote after real events (none from the demo catalogue)',
        response: { 200: testimonialsResponseSchema },
      },
    },
    async () => ({ testimonials: await listTestimonials({ db: app.db }) }),
  )
}
