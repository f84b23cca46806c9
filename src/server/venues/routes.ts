// The venue discovery API. Static paths (/search, /featured, /city/..., /search/by-experience/...)
// take precedence over /venues/:id in Fastify's router whatever the registration order.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { text } from '~/domain/text-field'
import { errorBodySchema } from '~/domain/api-error'
import { findExperience } from '~/domain/experiences'
import { SEARCH_PAGE_SIZE, searchQuerySchema } from '~/domain/search-criteria'
import {
  cityResponseSchema,
  cityVenuesResponseSchema,
  searchResponseSchema,
  venueDetailSchema,
  venuePageSchema,
  venueStatsSchema,
  venueSummarySchema,
} from '~/domain/venue'
import { fieldError, notFound } from '../lib/errors'
import { countListedVenues } from './count-listed-venues'
import { searchRateLimit } from '../lib/rate-limit'
import { getVenueDetail, getVenueSummary, parseVenueId, venueNotFound } from './get-venue'
import { listCities, toCityDto } from './list-cities'
import { listCityVenues, listFeaturedVenues, listVenuesByExperience } from './list-venues'
import { searchVenues } from './search-venues'

const pageQuerySchema = searchQuerySchema.pick({ limit: true, offset: true })

export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = searchRateLimit(app.config)
  app.get('/cities', { schema: { tags: ['venues'], response: { 200: z.array(cityResponseSchema) } } }, async () =>
    (await listCities({ db: app.db })).map(toCityDto),
  )

  app.get('/venues/featured', { schema: { tags: ['venues'], response: { 200: z.array(venueSummarySchema) } } }, () =>
    listFeaturedVenues({ db: app.db }),
  )

  app.get(
    '/venues/stats',
    {
      schema: {
        tags: ['venues'],
        summary: 'How many real venues planners can find (demo venues are not counted)',
        response: { 200: venueStatsSchema },
      },
    },
    async () => ({ venues: await countListedVenues({ db: app.db }) }),
  )

  app.get(
    '/venues/search',
    {
      config: { rateLimit },
      schema: {
        tags: ['venues'],
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    (req) => searchVenues({ db: app.db, criteria: req.query }),
  )

  app.get(
    '/venues/search/by-experience/:id',
    {
      config: { rateLimit },
      schema: {
        tags: ['venues'],
        params: z.object({ id: text().max(100) }),
        querystring: pageQuerySchema,
        response: {
          200: venuePageSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    (req) => {
      const experience = findExperience(req.params.id)
      if (!experience) throw notFound('Experience not found')
      return listVenuesByExperience({
        db: app.db,
        experience: experience.slug,
        limit: req.query.limit ?? SEARCH_PAGE_SIZE,
        offset: req.query.offset ?? 0,
      })
    },
  )

  app.get(
    '/venues/city/:cityName',
    {
      schema: {
        tags: ['venues'],
        params: z.object({ cityName: text().max(200) }),
        response: { 200: cityVenuesResponseSchema, 400: errorBodySchema },
      },
    },
    (req) => {
      if (!req.params.cityName.split(',')[0].trim()) {
        throw fieldError('cityName', 'Enter a city name')
      }
      return listCityVenues({ db: app.db, cityName: req.params.cityName })
    },
  )

  app.get(
    '/venues/:id',
    {
      schema: {
        tags: ['venues'],
        params: z.object({ id: text() }),
        querystring: z.object({
          enhance: z.enum(['true', 'false'], { message: "enhance must be 'true' or 'false'" }).optional(),
        }),
        response: {
          200: z.union([venueDetailSchema, venueSummarySchema]),
          400: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    (req) => {
      const id = parseVenueId(req.params.id)
      if (id === undefined) throw venueNotFound()
      return req.query.enhance === 'true' ? getVenueDetail({ db: app.db, id }) : getVenueSummary({ db: app.db, id })
    },
  )
}
