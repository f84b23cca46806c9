// The server renderer of the public pages (docs/decisions/0013-server-rendering.md): the web app's
// dist/server/entry-server.js, built by `npm run build` and loaded here by path, so that server
// and web code never import each other. Without a build (API tests, development) there is none,
// and every page keeps the client-rendered shell.
import fs from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { readApi, type ReadAnswer } from '../lib/local-reads'
import { AFTER_PAINT_ID } from './after-paint'

/** What dist/server/entry-server.js exports (src/web/entry-server.tsx). */
export type RendererModule = {
  isServerRendered(pathname: string): boolean
  render(opts: {
    url: string
    fetchJson: (path: string) => Promise<{ status: number; body: string }>
    signal?: AbortSignal
  }): Promise<RenderedPage | undefined>
}

/**
 * The page's markup, its state for hydration, tags for its <head> (modulepreload links), and for
 * the landing its own entry script and preloads, which replace the app's.
 */
export type RenderedPage = { html: string; stateScript: string; headTags?: string; entryTags?: string }
export type PageRenderer = {
  /**
   * The page at `url` rendered (undefined when it stays client-rendered, or there is no build), its
   * API reads through `read` (one page's reads, shared with its head: pageReads) or readApi.
   */
  render(url: string, read?: (path: string) => Promise<ReadAnswer>): Promise<RenderedPage | undefined>
  /** Whether `render` renders the page at `url` (false when it stays client-rendered, or there is no build). */
  renders(url: string): Promise<boolean>
  /** Changes when a new build replaces the renderer, so that pages it rendered before are not reused. */
  version(): string
}

/**
 * A renderer for `url` (undefined when the page stays client-rendered). The module is loaded on
 * first use and again when the file changes (a new build); API reads are anonymous and go through
 * the routes' own readers in process where they have one (src/server/lib/local-reads.ts), through
 * `app.inject` otherwise, so validation, access rules and caching apply as to any other client.
 */
export function createPageRenderer({
  app,
  entry,
}: {
  app: FastifyInstance
  /** The built file's path, or the module itself (tests render from the source). */
  entry: string | RendererModule
}): PageRenderer {
  let loaded: { mtimeMs: number; module: Promise<RendererModule> } | undefined
  const mtimeOf = (entryPath: string): number | undefined => {
    try {
      return fs.statSync(entryPath).mtimeMs
    } catch {
      return undefined
    }
  }
  const load = (): Promise<RendererModule> | undefined => {
    if (typeof entry !== 'string') return Promise.resolve(entry)
    const mtimeMs = mtimeOf(entry)
    if (mtimeMs === undefined) return undefined
    if (!loaded || loaded.mtimeMs !== mtimeMs) {
      const href = `${pathToFileURL(entry).href}?v=${mtimeMs}`
      loaded = { mtimeMs, module: import(href) as Promise<RendererModule> }
    }
    return loaded.module
  }

  const readerOf =
    (read: (path: string) => Promise<ReadAnswer>) =>
    (path: string): Promise<ReadAnswer> => {
      if (!path.startsWith('/api/')) throw new Error(`The server renderer reads the API only (${path})`)
      return read(path)
    }
  const fetchJson = readerOf((path) => readApi(app, path))

  const rendererOf = async (url: string): Promise<RendererModule | undefined> => {
    const module = await load()
    return module?.isServerRendered(url.split(/[?#]/)[0] || '/') ? module : undefined
  }

  return {
    async render(url, read) {
      return (await rendererOf(url))?.render({ url, fetchJson: read ? readerOf(read) : fetchJson })
    },
    renders: async (url) => (await rendererOf(url)) !== undefined,
    version: () => (typeof entry === 'string' ? String(mtimeOf(entry) ?? 'none') : 'module'),
  }
}

/**
 * The page after its head's streamed part (from `</head>` on: ./page-stream.ts) with the rendered
 * page inside its root element and its state after it, and its head tags: the LCP photo's preload
 * before `</head>`, the route's module preloads in the after-paint template beside the app's
 * (./after-paint.ts; before `</head>` when there is none), and for the landing its own entry in place
 * of the app's. In pieces, sent one after another: the rendered markup and the state are not copied
 * into one string, which for a page with a curly quote is two bytes a character, 130–250 kB in V8's
 * large-object space per page until the next full collection (docs/benchmarks.md, "Memory, eighth round").
 */
export function fillRoot(rest: string, page: RenderedPage): readonly string[] {
  let out = page.entryTags ? swapEntry(rest, page.entryTags) : rest
  let headTags = page.headTags ?? ''
  const afterPaint = `<template id="${AFTER_PAINT_ID}">`
  if (out.includes(afterPaint)) {
    const modules = headTags.match(APP_PRELOAD) ?? []
    headTags = headTags.replace(APP_PRELOAD, '')
    out = out.replace(afterPaint, () => afterPaint + modules.map((m) => m.trim()).join(''))
  }
  if (headTags) out = out.replace('</head>', () => `${headTags}</head>`)
  const at = out.indexOf(EMPTY_ROOT)
  if (at < 0) return [out]
  const root = at + EMPTY_ROOT.length - '</div>'.length
  return [out.slice(0, root), page.html, '</div>', page.stateScript, out.slice(at + EMPTY_ROOT.length)]
}

const EMPTY_ROOT = '<div id="root"></div>'

/**
 * The page after its head's streamed part when the render failed: what the after-paint template
 * held, in the page as it is, so that the app starts at once and renders the page in the browser.
 */
export function withoutAfterPaint(rest: string): string {
  return rest.replace(new RegExp(`<template id="${AFTER_PAINT_ID}">([\\s\\S]*?)</template>`), (_, held: string) => held)
}

const APP_ENTRY = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>\s*/
const APP_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g

/** The template with the app's entry script and its modulepreloads replaced by `entryTags`. */
export function swapEntry(html: string, entryTags: string): string {
  if (!APP_ENTRY.test(html)) return html
  return html.replace(APP_PRELOAD, '').replace(APP_ENTRY, () => entryTags)
}
