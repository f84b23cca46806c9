// Findability: robots.txt, sitemap.xml (an index of paged sitemaps, src/server/seo/sitemap.ts),
// and the index.html the server sends for every page of the single-page app, with that page's
// title, description, canonical URL, social tags and (venue pages) schema.org JSON-LD in its <head>.
import fs from 'node:fs'
import os from 'node:os'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { matchAppPage, TOKEN_PAGE_READS } from '~/domain/site/app-pages'
import { DISALLOWED_PREFIXES } from '~/domain/site/public-pages'
import type { VenueDetail } from '~/domain/venues/venue'
import { createBoundedWork, type BoundedWork } from '../lib/bounded-work'
import { catalogueGeneration } from '../lib/catalogue-generation'
import { routeNotFound } from '../lib/error-handler'
import { AppError, notFound } from '../lib/errors'
import { sendServiceBusy } from '../lib/load-shedding'
import { readApi, type ReadAnswer } from '../lib/local-reads'
import { encodedBody } from '../lib/read-cache'
import { createPageCache, keepPage, pageBytes, pageCacheKey, utf8Of, type CachedPage } from './page-cache'
import { deferToAfterPaint } from './after-paint'
import { headInjector, splitAtHeadEnd, type HeadMeta, type HeadParts } from './render-head'
import type { FirstPaint } from './first-paint'
import { notFoundHead, resolvePageHead, safeDecode, type HeadVenue } from './page-meta'
import { fillRoot, withoutAfterPaint, type PageRenderer } from './server-render'
import { firstChunkWritten, pageStream, type StreamedPage } from './page-stream'
import { hasStylesheet, rememberStylesheet } from './stylesheet-cookie'
import {
  listPageEntries,
  listSitemaps,
  PAGES_SITEMAP_PATH,
  renderRobotsTxt,
  renderSitemapIndexXml,
  renderSitemapXml,
  venueSitemapPage,
  venueSitemapStream,
} from './sitemap'

export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobotsTxt({ origin: app.config.PUBLIC_URL, disallow: DISALLOWED_PREFIXES })),
  )

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const sitemaps = await listSitemaps({ db: app.db, origin: app.config.PUBLIC_URL })
    return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(renderSitemapIndexXml(sitemaps))
  })

  app.get(PAGES_SITEMAP_PATH, { schema: { hide: true } }, async (_req, reply) => {
    const entries = await listPageEntries({ db: app.db, origin: app.config.PUBLIC_URL })
    return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(renderSitemapXml(entries))
  })

  app.get('/sitemaps/:file', { schema: { hide: true, params: z.object({ file: z.string() }) } }, async (req, reply) => {
    const page = venueSitemapPage(req.params.file)
    const stream =
      page === undefined ? undefined : await venueSitemapStream({ db: app.db, origin: app.config.PUBLIC_URL, page })
    if (!stream) throw routeNotFound(req)
    return reply.type(XML).header('cache-control', SITEMAP_CACHE).send(stream)
  })
}

const XML = 'application/xml; charset=utf-8'

/**
 * Whether the web app has a page at `pathname` (the app shows "Page not found" for any other), and
 * for a page opened by a link, whether its token is known: the same public read the page makes.
 */
async function pageExists(app: FastifyInstance, pathname: string): Promise<boolean> {
  const page = matchAppPage(safeDecode(pathname))
  if (!page) return false
  // Numeric ids are venues (resolvePageHead); any other segment is not a page ('Venue Categories').
  if (page.pattern === 'venues/:id') return /^\d+$/.test(page.param ?? '')
  const read = TOKEN_PAGE_READS[page.pattern]
  if (!read || page.param === undefined) return true
  const res = await app.inject({ method: 'GET', url: read(page.param), headers: { accept: 'application/json' } })
  return res.statusCode !== 404 && res.statusCode !== 400
}
const SITEMAP_CACHE = 'public, max-age=600'

/**
 * A venue page's venue for its head, from the API answer its render asks next (the same URL as
 * src/web/venues/api/get-venue.ts), so that the read cache answers the render and the venue is
 * read once a page, not twice (docs/benchmarks.md, issue 31). Undefined when the API has no such
 * venue; any other answer is an error (the page then gets the generic head, as when the read failed).
 */
async function venueFromApi(read: PageReads, id: number): Promise<HeadVenue | undefined> {
  const res = await read(`/api/venues/${id}?enhance=true`)
  if (res.status === 404) return undefined
  if (res.status !== 200) throw new Error(`The venue's API answered ${res.status}`)
  return JSON.parse(res.body) as VenueDetail
}

type PageReads = (path: string) => Promise<ReadAnswer>

/**
 * One page's API reads (readApi), each path read once: a venue page's head and its render ask for
 * the same venue, and the read cache, which keeps an answer only on its second ask, computed it twice.
 */
function pageReads(app: FastifyInstance): PageReads {
  const answers = new Map<string, Promise<ReadAnswer>>()
  return (path) => {
    let answer = answers.get(path)
    if (!answer) {
      answer = readApi(app, path)
      answers.set(path, answer)
    }
    return answer
  }
}

/**
 * Pages rendered at once, and waiting for a turn. A render reads the API and renders on the main
 * thread: 200 connections of pages never seen before each started one, and the event loop, health
 * included, fell tens of seconds behind. So a few run (two per core, to overlap their database
 * reads), a short queue waits, and the next page is shed (503 + Retry-After, a page of its own) at
 * once. A page kept in the page cache, or being rendered for another visitor, needs no turn.
 * One render starts per turn of the event loop (renders begun together render together, in one
 * long turn that every other request, health's included, waits behind): under 200 connections of
 * pages the health probe's p99 went from seconds, or none at all, to under one (docs/benchmarks.md,
 * "Health under a page flood"), for fewer pages rendered during the flood.
 */
const CORES = os.availableParallelism()
export const PAGE_RENDERS = { concurrency: 2 * CORES, queue: 4 * CORES, perTurn: 1 }

/**
 * The built index.html as pages are made of it, with or without their scripts held back until
 * after the first paint (./after-paint.ts), each ready for a page's head: the work that depends
 * on the build alone, done once per build instead of on every request.
 */
type Template = Record<'plain' | 'deferred', { parts: HeadParts; withHead: (meta: HeadMeta) => HeadParts }>

function templateOf(html: string, startScript?: string): Template {
  const deferred = deferToAfterPaint(html, startScript)
  return {
    plain: { parts: splitAtHeadEnd(html), withHead: headInjector(html) },
    deferred: { parts: splitAtHeadEnd(deferred), withHead: headInjector(deferred) },
  }
}

/**
 * Sends `templatePath` (the built index.html) for an app page, its head written for that page.
 * The template is read once and again only when the file changes (a new build). A server-rendered
 * page goes out in two parts (./page-stream.ts): its status and head once the head is resolved,
 * the rest once rendered. Rendered pages are kept (./page-cache.ts) with their compressed forms, so
 * a hit neither renders nor compresses; a request for a page being rendered shares that render.
 */
export function createSpaPageSender({
  app,
  templatePath,
  firstPaint,
  renderPage,
  cacheMb = 0,
  renders = createBoundedWork(PAGE_RENDERS),
}: {
  app: FastifyInstance
  templatePath: string
  /** Inlines the stylesheet and the theme script (./first-paint.ts); the template as built without it. */
  firstPaint?: FirstPaint
  /** Renders the public pages on the server (./server-render.ts); the shell alone without it. */
  renderPage?: PageRenderer
  /** Memory for rendered pages (PAGE_CACHE_MB); 0 renders every request. */
  cacheMb?: number
  /** Renders at once and waiting (PAGE_RENDERS); tests make it small. */
  renders?: BoundedWork
}) {
  type Shell = { mtimeMs: number; inline: Template; linked: Template; stylesheet?: string }
  let cached: Shell | undefined
  const template = (): Shell | undefined => {
    try {
      const { mtimeMs } = fs.statSync(templatePath)
      if (!cached || cached.mtimeMs !== mtimeMs) {
        const html = fs.readFileSync(templatePath, 'utf8')
        cached = firstPaint
          ? {
              mtimeMs,
              inline: templateOf(firstPaint.inline(html), firstPaint.startScript),
              linked: templateOf(firstPaint.linked(html), firstPaint.startScript),
              stylesheet: firstPaint.stylesheet(html),
            }
          : { mtimeMs, inline: templateOf(html), linked: templateOf(html) }
      }
      return cached
    } catch {
      return undefined
    }
  }
  const pages = createPageCache({ maxMb: cacheMb })
  /** Pages being rendered, by cache key: a request for one streams it too. */
  const rendering = new Map<string, StreamedPage>()

  /** The page's status and the head part of its HTML (before the render), then the whole page. */
  /** `headSent`: the render waits for it, so that its CPU does not hold the head's bytes back. */
  const startPage = (req: FastifyRequest, template: Template, headSent: Promise<void>): StreamedPage => {
    const read = pageReads(app)
    const head = (async () => {
      const pathname = req.url.split(/[?#]/)[0] || '/'
      const found = await resolvePageHead({
        db: app.db,
        pathname,
        origin: app.config.PUBLIC_URL,
        readVenue: (id) => venueFromApi(read, id),
      }).catch((err: unknown) => {
        // A page must still load when its metadata cannot be read: generic head, logged.
        req.log.error({ err }, 'page head failed')
        return undefined
      })
      const meta = found?.status === 200 && !(await pageExists(app, pathname)) ? notFoundHead() : found
      const rendered = (await renderPage?.renders(req.url).catch(() => false)) ?? false
      const shape = rendered ? template.deferred : template.plain
      // In two parts as made: the head streamed first, the template's rest filled once rendered.
      const doc = meta ? shape.withHead(meta.meta) : shape.parts
      return {
        status: meta?.status ?? 200,
        meta,
        rendered,
        text: rendered ? doc.head : doc.head + doc.rest,
        pieces: rendered ? doc.pieces : [...doc.pieces, doc.rest],
        textWide: doc.headWide,
        rest: rendered ? doc.rest : '',
      }
    })()
    const parts = head.then(async (h) => {
      await headSent
      const page = h.rendered
        ? await renderPage?.render(req.url, read).catch((err: unknown) => {
            // The client-rendered shell still works: logged, not shown (nor kept).
            req.log.error({ err }, 'server render failed')
            return undefined
          })
        : undefined
      return { h, page, rest: page ? fillRoot(h.rest, page) : [withoutAfterPaint(h.rest)] }
    })
    // The page whole (for the page cache) joins the two parts without copying them: read as one
    // string it would be flattened, a copy of the whole page (300–450 kB, over V8's 128 kB, so in its
    // large-object space until the next full collection) made for every page (docs/benchmarks.md, issue 31).
    const whole = parts.then(({ h, page, rest }): CachedPage => {
      let text = h.text
      for (const piece of rest) text += piece
      let bytes: number | undefined
      return {
        status: h.status,
        complete: page !== undefined && h.meta !== undefined,
        text,
        // A page waiting its turn, or kept, is compressed whole (encodedBody): from its pieces.
        utf8: () => utf8Of([...h.pieces, ...rest]),
        // Worked out when the cache keeps the page (on its second ask), not for every page: it scans
        // the page for a wide character (1.4–1.7 % of a page's CPU, docs/benchmarks.md, issue 31).
        get bytes() {
          return (bytes ??= pageBytes(h.text, rest, h.rendered ? h.textWide : undefined))
        },
      }
    })
    const rest = parts.then((p) => p.rest)
    // Read only when a request streams this page; its failure is whole's too, handled there.
    rest.catch(() => undefined)
    return { head, rest, whole }
  }

  return async function sendSpaPage(req: FastifyRequest, reply: FastifyReply) {
    const shell = template()
    if (shell === undefined) {
      throw notFound('The web app is not built; run "npm run build"')
    }
    // The stylesheet inline on a first visit, linked once the browser has it (./stylesheet-cookie.ts).
    const linked = shell.stylesheet !== undefined && hasStylesheet(req, shell.stylesheet)
    if (shell.stylesheet !== undefined && !linked) rememberStylesheet(reply, shell.stylesheet, app.config.PUBLIC_URL)
    // Taken before rendering: a page rendered across a catalogue write is kept under the old generation.
    const key = pageCacheKey({
      url: req.url,
      generation: catalogueGeneration(),
      builds: [String(shell.mtimeMs), renderPage?.version() ?? 'none', linked ? 'linked' : 'inline'],
    })
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Cookie')
    // `compute` runs at once (before get's first await) when this request starts the render.
    let started: StreamedPage | undefined
    let sent = () => {}
    const headSent = new Promise<void>((resolve) => (sent = resolve))
    // With a turn free the render starts at once (run calls it before its first await), so it streams;
    // one that waited its turn is sent whole; one that would wait beyond the queue is shed.
    const kept = pages.get(
      key,
      () =>
        renders.run(() => {
          const page = startPage(req, linked ? shell.linked : shell.inline, headSent)
          started = page
          rendering.set(key, page)
          const done = () => rendering.delete(key)
          page.whole.then(done, done)
          return page.whole
        }),
      keepPage,
    )
    const streaming = started ?? rendering.get(key)
    if (streaming) {
      kept.catch(() => undefined)
      const head = await streaming.head
      if (started) void firstChunkWritten(reply).then(sent)
      reply.code(head.status).header('x-render-cache', 'miss')
      return reply.send(pageStream(req, reply, head.pieces, streaming.rest))
    }
    // Not streamed (kept, or waiting its turn): nothing to hold the render for once it starts.
    sent()
    const answer = await kept.catch((err: unknown) => {
      if (err instanceof AppError && err.retryAfterSeconds !== undefined) return undefined
      throw err
    })
    if (!answer) return sendServiceBusy(req, reply)
    const { value: page, hit } = answer
    reply.code(page.status).header('x-render-cache', hit ? 'hit' : 'miss')
    return reply.send(encodedBody(req, reply, page))
  }
}
