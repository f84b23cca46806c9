// A local HTTP server serving iCalendar feeds for the calendar-sync tests (API and browser): each
// path answers what the test put there, with an ETag, and remembers the conditional headers it got.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FeedRoute =
  | { kind: 'ics'; body: string; etag?: string }
  | { kind: 'status'; status: number }
  | { kind: 'redirect'; location: string }
  | { kind: 'slow'; ms: number }

export type FeedServer = {
  port: number
  set(path: string, route: FeedRoute): void
  /** The If-None-Match headers each path received, in order. */
  conditional: Map<string, (string | undefined)[]>
  close(): Promise<void>
}

export async function startFeedServer(host = '0.0.0.0'): Promise<FeedServer> {
  const routes = new Map<string, FeedRoute>()
  const conditional = new Map<string, (string | undefined)[]>()
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const route = routes.get(path)
    const seen = conditional.get(path) ?? []
    seen.push(req.headers['if-none-match'])
    conditional.set(path, seen)
    if (!route) return void res.writeHead(404).end()
    if (route.kind === 'status') return void res.writeHead(route.status).end()
    if (route.kind === 'redirect') return void res.writeHead(302, { location: route.location }).end()
    if (route.kind === 'slow') {
      const timer = setTimeout(
        () => res.writeHead(200, { 'content-type': 'text/calendar' }).end('BEGIN:VCALENDAR'),
        route.ms,
      )
      res.on('close', () => clearTimeout(timer))
      return
    }
    if (route.etag && req.headers['if-none-match'] === route.etag) return void res.writeHead(304).end()
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', ...(route.etag ? { etag: route.etag } : {}) })
    res.end(route.body)
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return {
    port: (server.address() as AddressInfo).port,
    set: (path, route) => routes.set(path, route),
    conditional,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** An iCalendar text around the given VEVENT bodies (CRLF lines, as RFC 5545 wants). */
export function icsOf(...events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bountiful tests//Feeds//EN']
  events.forEach((e, i) =>
    lines.push('BEGIN:VEVENT', `UID:test-${i}@feeds.test`, 'DTSTAMP:20260101T000000Z', ...e, 'END:VEVENT'),
  )
  lines.push('END:VCALENDAR')
  return lines.join('\r\n') + '\r\n'
}

/** '2026-12-03' → '20261203'. */
export const icsDate = (date: string) => date.replaceAll('-', '')
