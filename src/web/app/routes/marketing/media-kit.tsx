import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as downloadIcon from 'lucide-react/icons/download'
import { Link } from 'react-router'
import { GUEST_RANGE } from '~/domain/guests'
import { pageTitle } from '~/domain/site/public-pages'
import { PageHeader, Section } from '~/web/content/content-page'
import { useCatalogueStats } from '~/web/content/catalogue'
import { Logo } from '~/web/app/logo'
import { useConciergeEmail } from '~/web/lib/use-public-config'

const Download = lucideIcon(downloadIcon)

const COLOURS = [
  { name: 'Terracotta', hex: '#A4482A', className: 'bg-[#a4482a]' },
  { name: 'Ivory', hex: '#FBF6EC', className: 'bg-[#fbf6ec]' },
  { name: 'Ink', hex: '#1A1815', className: 'bg-[#1a1815]' },
  { name: 'Sage', hex: '#56654A', className: 'bg-[#56654a]' },
  { name: 'Gold', hex: '#D9A441', className: 'bg-[#d9a441]' },
]

export function MediaKitPage() {
  const email = useConciergeEmail()
  const stats = useCatalogueStats()
  return (
    <>
      <title>{pageTitle('Media Kit')}</title>
      <PageHeader
        eyebrow="Press"
        title="Media Kit"
        intro={<p>Facts, brand assets and contacts for journalists and partners writing about Bountiful.</p>}
      />
      <Section id="facts" title="Bountiful in brief">
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[
            {
              term: 'What it is',
              detail: `A platform where planners find and request venues for group dinners and private events of ${GUEST_RANGE} guests.`,
            },
            {
              term: 'Concierge',
              detail: 'Callie: recommendation software backed by a human concierge team that replies within 24 hours.',
            },
            ...(stats.venueCount === undefined
              ? []
              : [{ term: 'Venues', detail: `${stats.venueCount.toLocaleString('en-US')} venues in the catalogue` }]),
            {
              term: 'Cities',
              detail: stats.isPending
                ? 'Loading…'
                : `${stats.activeCities.map((c) => c.name).join(', ')}; coming soon: ${stats.comingSoonCities.map((c) => c.name).join(', ')}`,
            },
            {
              term: 'Business model',
              detail: 'Free for planners: searching, recommendations, consultations and requests cost nothing.',
            },
          ].map((f) => (
            <div key={f.term} className="rounded-(--radius-card) border border-ivory-300 bg-white p-6">
              <dt className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">{f.term}</dt>
              <dd className="mt-2 leading-relaxed text-ink-700">{f.detail}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="brand" title="Brand assets" tone="muted">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="font-semibold text-ink-900">Logo</h3>
            <div className="mt-4 flex flex-wrap gap-4">
              <div className="rounded-(--radius-card) border border-ivory-300 bg-ivory-50 p-8">
                <Logo />
              </div>
              <div className="rounded-(--radius-card) bg-ink-900 p-8">
                <Logo tone="light" />
              </div>
            </div>
            <a
              href="/favicon.svg"
              download="bountiful-mark.svg"
              className="mt-5 inline-flex items-center gap-2 rounded-sm text-sm font-medium text-terracotta-700 underline underline-offset-4"
            >
              <Download className="size-4" aria-hidden /> Download the mark (SVG)
            </a>
            <p className="mt-4 text-sm text-ink-600">
              Please keep clear space around the logo, do not recolour or stretch it, and write the name as “Bountiful”.
            </p>
          </div>
          <div>
            <h3 className="font-semibold text-ink-900">Colours</h3>
            <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
              {COLOURS.map((c) => (
                <li key={c.hex} className="overflow-hidden rounded-xl border border-ivory-300 bg-white">
                  <span className={`block h-16 ${c.className}`} aria-hidden />
                  <span className="block px-3 py-2 text-sm">
                    <span className="font-semibold text-ink-900">{c.name}</span>
                    <span className="block text-ink-600">{c.hex}</span>
                  </span>
                </li>
              ))}
            </ul>
            <h3 className="mt-8 font-semibold text-ink-900">Type</h3>
            <p className="mt-2 text-ink-700">
              Headings in <span className="font-display font-semibold">Fraunces</span>, text in DM Sans.
            </p>
          </div>
        </div>
      </Section>
      <Section id="press" title="Press contact">
        <p className="max-w-2xl text-ink-700">
          For interviews, images or information, email{' '}
          <a
            href={`mailto:${email}?subject=${encodeURIComponent('Press enquiry')}`}
            className="font-medium text-terracotta-700 underline underline-offset-4"
          >
            {email}
          </a>{' '}
          or use our{' '}
          <Link to="/contact" className="font-medium text-terracotta-700 underline underline-offset-4">
            contact form
          </Link>
          . We reply within 24 hours.
        </p>
      </Section>
    </>
  )
}
