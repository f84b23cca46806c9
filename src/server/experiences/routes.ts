import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { text } from '~/domain/text-field'
import { errorBodySchema } from '~/domain/api-error'
import { findExperience } from '~/domain/experiences'
import { experienceSchema } from '~/domain/venue'
import { notFound } from '../lib/errors'

export const experienceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/experiences/:id',
    {
      schema: {
        tags: ['experiences'],
        params: z.object({ id: text().max(100) }),
        response: { 200: experienceSchema, 404: errorBodySchema },
      },
    },
    async (req) => {
      const experience = findExperience(req.params.id)
      if (!experience) throw notFound('Experience not found')
      return { id: experience.id, slug: experience.slug, name: experience.name, description: experience.description }
    },
  )
}
