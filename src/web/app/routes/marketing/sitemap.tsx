import { Link } from 'react-router'
import { CITIES, cityLabel } from '~/domain/cities'
import { cityPagePath, pageTitle, PUBLIC_PAGES, type PublicPageGroup } from '~/domain/site/public-pages'
import { PageHeader } from '~/web/content/content-page'

const GROUPS: PublicPageGroup[] = ['Explore', 'Occasions', 'Company', 'Account', 'Help and legal']

// The list names the dashboard 'Host Dashboard' and the landing page 'Home'.
const label = (path: string, title: string) => (path === '/' ? 'Home' : title)

export function SitemapPage() {
  return (
    <>
      <title>{pageTitle('Sitemap')}</title>
      <PageHeader title="Sitemap" intro={<p>Every page of Bountiful in one list.</p>} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-3 lg:px-8">
        {GROUPS.map((group) => (
          <section key={group} aria-labelledby={`sitemap-${group.replace(/\W+/g, '-')}`}>
            <h2
              id={`sitemap-${group.replace(/\W+/g, '-')}`}
              className="font-display text-2xl font-semibold text-ink-900"
            >
              {group}
            </h2>
            <ul className="mt-4 grid gap-2.5">
              {PUBLIC_PAGES.filter((p) => p.group === group).map((p) => (
                <li key={p.path}>
                  <Link
                    to={p.path}
                    className="rounded-sm text-terracotta-700 underline underline-offset-4 hover:text-terracotta-900"
                  >
                    {label(p.path, p.title)}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section aria-labelledby="sitemap-cities">
          <h2 id="sitemap-cities" className="font-display text-2xl font-semibold text-ink-900">
            Cities
          </h2>
          <ul className="mt-4 grid gap-2.5">
            {CITIES.map((c) => (
              <li key={c.slug}>
                <Link
                  to={cityPagePath(c.slug)}
                  className="rounded-sm text-terracotta-700 underline underline-offset-4 hover:text-terracotta-900"
                >
                  {cityLabel(c)}
                </Link>
                {c.status === 'coming_soon' && <span className="text-sm text-ink-600"> (coming soon)</span>}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
