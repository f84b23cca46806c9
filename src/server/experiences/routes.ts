import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { findExperience } from '~/domain/site/experiences'
import { experienceParamsSchema } from '~/domain/site/experiences-api'
import { experienceSchema } from '~/domain/venues/venue'
import { notFound } from '../lib/errors'
import { errorResponses } from '../lib/error-responses'

export const experienceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/experiences/:id',
    {
      schema: {
        tags: ['experiences'],
        params: experienceParamsSchema,
        response: { 200: experienceSchema, ...errorResponses(404) },
      },
    },
    async (req) => {
      const experience = findExperience(req.params.id)
      if (!experience) throw notFound('Experience not found')
      return { id: experience.id, slug: experience.slug, name: experience.name, description: experience.description }
    },
  )
}
