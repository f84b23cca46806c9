import type { MouseEvent } from 'react'
import { GUEST_RANGE } from '~/domain/guests'
import { useFollowLink } from '~/web/lib/use-follow-link'
import { usePublicConfig } from '~/web/lib/use-public-config'
import { ThemeToggle } from '~/web/content/theme-toggle'
import { Logo } from './logo'

const CONCIERGE_EMAIL = 'concierge@bountiful.events'

type FooterLink = { label: string; to: string; external?: boolean }

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
      { label: 'Media Kit', to: '/media-kit' },
      { label: 'Partners', to: '/partners' },
    ],
  },
  {
    title: 'Venues',
    links: [
      { label: 'Restaurants', to: '/venues/restaurants' },
      { label: 'Hotels', to: '/venues/hotels' },
      { label: 'Convention Centers', to: '/venues/convention-centers' },
      { label: 'Unique Venues', to: '/venues/unique' },
      { label: 'Hidden Gems', to: '/venues/hidden-gems' },
    ],
  },
  {
    title: 'Occasions',
    links: [
      { label: 'Executive Dinners', to: '/executive-dinners' },
      { label: 'Private Dining', to: '/private-dining' },
      { label: 'Conference Organizers', to: '/conference-organizers' },
      { label: 'Meet Callie', to: '/meet-callie' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help', to: '/help' },
      { label: 'Accessibility', to: '/accessibility' },
      { label: 'Terms', to: '/terms' },
      { label: 'Privacy', to: '/privacy' },
    ],
  },
]

// Shown only for the networks this deployment configures (GET /api/config socialLinks).
const SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'linkedin', label: 'LinkedIn' },
  { key: 'x', label: 'X' },
] as const

function useSocialLinks(): FooterLink[] {
  const links = usePublicConfig().data?.socialLinks
  return SOCIAL_NETWORKS.flatMap((n) => {
    const url = links?.[n.key]
    return url && /^https:\/\//.test(url) ? [{ label: n.label, to: url, external: true }] : []
  })
}

const linkClass =
  'rounded-sm text-sm text-ivory-200 transition-colors hover:text-white hover:underline underline-offset-4'

/** One link: the app's pages as plain links sharing the footer's handler (~/web/lib/use-follow-link.ts). */
function FooterAnchor({ link, follow }: { link: FooterLink; follow: (event: MouseEvent<HTMLAnchorElement>) => void }) {
  if (link.external) {
    const isWeb = link.to.startsWith('http')
    return (
      <a href={link.to} className={linkClass} {...(isWeb ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {link.label}
        {isWeb && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    )
  }
  return (
    <a href={link.to} onClick={follow} className={linkClass}>
      {link.label}
    </a>
  )
}

export function Footer() {
  const social = useSocialLinks()
  const follow = useFollowLink()
  return (
    <footer className="mt-24 bg-ink-900 text-ivory-100">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.3fr_3fr] lg:px-8">
        <div className="grid content-start gap-4">
          <Logo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed text-ivory-200">
            Group dining and private events for {GUEST_RANGE} guests, found and arranged with Callie, our concierge.
          </p>
          <a href={`mailto:${CONCIERGE_EMAIL}`} className={linkClass}>
            {CONCIERGE_EMAIL}
          </a>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {COLUMNS.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2 className="mb-4 font-sans text-xs font-semibold tracking-widest text-ivory-300 uppercase">
                {col.title}
              </h2>
              <ul className="grid gap-2.5">
                {col.links.map((l) => (
                  <li key={l.label}>
                    <FooterAnchor link={l} follow={follow} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-ink-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-ivory-300 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          {/* The server's year and the browser's differ for a moment at New Year: not an error. */}
          <p suppressHydrationWarning>© {new Date().getFullYear()} Bountiful.</p>
          <div className="flex flex-wrap items-center gap-5">
            {social.length > 0 && (
              <ul className="flex gap-5" aria-label="Social media">
                {social.map((l) => (
                  <li key={l.label}>
                    <FooterAnchor link={l} follow={follow} />
                  </li>
                ))}
              </ul>
            )}
            <a href="/sitemap" onClick={follow} className={linkClass}>
              Sitemap
            </a>
            <ThemeToggle className="border-ink-700 text-ivory-100 hover:bg-ink-800" />
          </div>
        </div>
      </div>
    </footer>
  )
}
