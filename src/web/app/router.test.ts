import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { APP_PAGE_PATTERNS, matchAppPage, TOKEN_PAGE_READS } from '~/domain/site/app-pages'
import { VENUE_TYPES } from '~/domain/venue-types'
import { isServerRendered } from '../entry-server'
import { routes, type RouteModuleHandle } from './router'

const flat = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...flat(r.children ?? [])])

describe('route modules (the chunks the server preloads)', () => {
  it('name the file each route imports', () => {
    const named = flat(routes).filter((r) => (r.handle as RouteModuleHandle | undefined)?.module)
    expect(named.length).toBeGreaterThan(10)
    for (const r of named) {
      // Vitest's transform writes the import with its resolved path: /src/web/app/routes/x.tsx.
      expect(String(r.lazy)).toContain(`("/src/web/${(r.handle as RouteModuleHandle).module}")`)
    }
  })

  it('are named for every server-rendered page', () => {
    const pages = [
      '/',
      '/search',
      '/venues/12',
      '/venues/in/chicago',
      '/about',
      '/help',
      '/private-dining',
      '/concierge',
      '/dashboard',
    ]
    pages.push(`/venues/${VENUE_TYPES[0].slug}`)
    for (const page of pages) {
      expect(isServerRendered(page)).toBe(true)
      const leaf = matchRoutes(routes, page)!.at(-1)!.route
      expect((leaf.handle as RouteModuleHandle | undefined)?.module, page).toMatch(/^app\/routes\/.+\.tsx$/)
    }
  })
})

/** Every page's full path, as the server's list writes it ('' for the home page). */
const fullPaths = (list: RouteObject[], base = ''): string[] =>
  list.flatMap((r) => {
    const here = r.index ? base : r.path ? [base, r.path].filter(Boolean).join('/') : base
    return [...(r.path || r.index ? [here] : []), ...fullPaths(r.children ?? [], here)]
  })

describe('the pages the server knows (src/domain/site/app-pages.ts, answered 404 otherwise)', () => {
  it("are exactly the router's pages", () => {
    const pages = [...new Set(fullPaths(routes))].filter((p) => p !== '*')
    expect([...APP_PAGE_PATTERNS].sort()).toEqual(pages.sort())
    for (const pattern of Object.keys(TOKEN_PAGE_READS)) expect(APP_PAGE_PATTERNS).toContain(pattern)
  })

  it('match a path as the router does', () => {
    expect(matchAppPage('/')).toEqual({ pattern: '' })
    expect(matchAppPage('/staff/venues/new')).toEqual({ pattern: 'staff/venues/new' })
    expect(matchAppPage('/staff/venues/12')).toEqual({ pattern: 'staff/venues/:id', param: '12' })
    expect(matchAppPage('/votes/abc/')).toEqual({ pattern: 'votes/:token', param: 'abc' })
    expect(matchAppPage('/nonexistent/x')).toBeUndefined()
    expect(matchAppPage('/votes')).toBeUndefined()
  })
})
