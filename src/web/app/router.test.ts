import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
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
    const pages = ['/', '/search', '/venues/12', '/venues/in/chicago', '/about', '/help', '/private-dining']
    pages.push(`/venues/${VENUE_TYPES[0].slug}`)
    for (const page of pages) {
      expect(isServerRendered(page)).toBe(true)
      const leaf = matchRoutes(routes, page)!.at(-1)!.route
      expect((leaf.handle as RouteModuleHandle | undefined)?.module, page).toMatch(/^app\/routes\/.+\.tsx$/)
    }
  })
})
