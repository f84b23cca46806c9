// The venue discovery API. Static paths (/search, /featured, /city/..., /search/by-experience/...)
// take precedence over /venues/:id in Fastify's router whatever the registration order.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { findExperience } from '~/domain/site/experiences'
import { experienceParamsSchema } from '~/domain/site/experiences-api'
import { normaliseCriteria, SEARCH_PAGE_SIZE, searchQuerySchema } from '~/domain/search/search-criteria'
import {
  cityVenuesResponseSchema,
  searchResponseSchema,
  venuePageSchema,
  venueStatsSchema,
} from '~/domain/venues/venue'
import {
  citiesResponseSchema,
  cityVenuesParamsSchema,
  featuredVenuesResponseSchema,
  venueOrSummarySchema,
  venueParamsSchema,
  venueQuerySchema,
} from '~/domain/venues/venues-api'
import { fieldError, notFound } from '../lib/errors'
import { countListedVenues } from './count-listed-venues'
import { searchRateLimit } from '../lib/rate-limit'
import { shareableAnswer } from '../lib/shared-cache'
import { getVenueDetail, getVenueSummary, parseVenueId, venueNotFound } from './get-venue'
import { listCities, toCityDto } from './list-cities'
import { listCityVenues, listFeaturedVenues, listVenuesByExperience } from './list-venues'
import { searchVenues } from './search-venues'
import { errorResponses } from '../lib/error-responses'
import { jsonSerializerCompiler } from '../lib/json-writer'
import { answered, answerSerializer } from '../lib/local-reads'

const pageQuerySchema = searchQuerySchema.pick({ limit: true, offset: true })

// Every answer here is public and the same for everyone: cached in process (app.readCache, keyed
// by the normalised question) and shareable by a CDN for a short while (shareableAnswer).
export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = searchRateLimit(app.config)
  const cached = app.readCache.answer
  app.get(
    '/cities',
    { onSend: shareableAnswer, schema: { tags: ['venues'], response: { 200: citiesResponseSchema } } },
    (req, reply) => cached(req, reply, {}, async () => (await listCities({ db: app.db })).map(toCityDto)),
  )

  app.get(
    '/venues/featured',
    { onSend: shareableAnswer, schema: { tags: ['venues'], response: { 200: featuredVenuesResponseSchema } } },
    (req, reply) => cached(req, reply, {}, () => listFeaturedVenues({ db: app.db })),
  )

  app.get(
    '/venues/stats',
    {
      onSend: shareableAnswer,
      schema: {
        tags: ['venues'],
        summary: 'How many real venues planners can find (demo venues are not counted)',
        response: { 200: venueStatsSchema },
      },
    },
    (req, reply) => cached(req, reply, {}, async () => ({ venues: await countListedVenues({ db: app.db }) })),
  )

  app.get(
    '/venues/search',
    {
      config: { rateLimit },
      onSend: shareableAnswer,
      // A page of venue cards, written straight from its schema (src/server/lib/json-writer.ts).
      serializerCompiler: jsonSerializerCompiler,
      schema: {
        tags: ['venues'],
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...errorResponses(400, 429) },
      },
    },
    (req, reply) => {
      const criteria = normaliseCriteria(req.query)
      return cached(req, reply, criteria, () => searchVenues({ db: app.db, criteria }))
    },
  )
  // The same answer for the server's own reads (the search page's render), in process.
  const searchRoute = `${app.prefix}/venues/search`
  const searchAnswer = answerSerializer(searchRoute, searchResponseSchema, 'json-writer')
  app.localReads.add(searchRoute, async (_params, query) => {
    const parsed = searchQuerySchema.safeParse(query)
    if (!parsed.success) return undefined
    const criteria = normaliseCriteria(parsed.data)
    return answered(async () => {
      const { text } = await app.readCache.text(
        searchRoute,
        criteria,
        () => searchVenues({ db: app.db, criteria }),
        searchAnswer,
      )
      return text
    })
  })

  app.get(
    '/venues/search/by-experience/:id',
    {
      config: { rateLimit },
      onSend: shareableAnswer,
      schema: {
        tags: ['venues'],
        params: experienceParamsSchema,
        querystring: pageQuerySchema,
        response: {
          200: venuePageSchema,
          ...errorResponses(400, 404, 429),
        },
      },
    },
    (req, reply) => {
      const experience = findExperience(req.params.id)
      if (!experience) throw notFound('Experience not found')
      const question = {
        experience: experience.slug,
        limit: req.query.limit ?? SEARCH_PAGE_SIZE,
        offset: req.query.offset ?? 0,
      }
      return cached(req, reply, question, () => listVenuesByExperience({ db: app.db, ...question }))
    },
  )

  app.get(
    '/venues/city/:cityName',
    {
      onSend: shareableAnswer,
      schema: {
        tags: ['venues'],
        params: cityVenuesParamsSchema,
        response: { 200: cityVenuesResponseSchema, ...errorResponses(400) },
      },
    },
    (req, reply) => {
      const { cityName } = req.params
      if (!cityName.split(',')[0].trim()) throw fieldError('cityName', 'Enter a city name')
      return cached(req, reply, { cityName }, () => listCityVenues({ db: app.db, cityName }))
    },
  )

  app.get(
    '/venues/:id',
    {
      onSend: shareableAnswer,
      // The venue page or its summary, written straight from the schema (src/server/lib/json-writer.ts).
      serializerCompiler: jsonSerializerCompiler,
      schema: {
        tags: ['venues'],
        params: venueParamsSchema,
        querystring: venueQuerySchema,
        response: {
          200: venueOrSummarySchema,
          ...errorResponses(400, 404, 429),
        },
      },
    },
    (req, reply) => {
      const id = parseVenueId(req.params.id)
      if (id === undefined) throw venueNotFound()
      const enhance = req.query.enhance === 'true'
      const guests = enhance ? req.query.guests : undefined
      return cached(req, reply, { id, enhance, guests }, () =>
        enhance ? getVenueDetail({ db: app.db, id, guests }) : getVenueSummary({ db: app.db, id }),
      )
    },
  )
  // The same answer for the server's own reads (a venue page's head and render), in process.
  const venueRoute = `${app.prefix}/venues/:id`
  const venueAnswer = answerSerializer(venueRoute, venueOrSummarySchema, 'json-writer')
  app.localReads.add(venueRoute, async (params, query) => {
    const parsedParams = venueParamsSchema.safeParse(params)
    const parsed = venueQuerySchema.safeParse(query)
    if (!parsedParams.success || !parsed.success) return undefined
    return answered(async () => {
      const id = parseVenueId(parsedParams.data.id)
      if (id === undefined) throw venueNotFound()
      const enhance = parsed.data.enhance === 'true'
      const guests = enhance ? parsed.data.guests : undefined
      const { text } = await app.readCache.text(
        venueRoute,
        { id, enhance, guests },
        () => (enhance ? getVenueDetail({ db: app.db, id, guests }) : getVenueSummary({ db: app.db, id })),
        venueAnswer,
      )
      return text
    })
  })
}
