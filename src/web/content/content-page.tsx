// The building blocks of the content pages: a header, sections, prose and calls to action, so
// every page reads the same and keeps one heading outline (one h1, then h2 per section).
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowLeftIcon from 'lucide-react/icons/arrow-left'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '~/web/lib/cn'

const ArrowLeft = lucideIcon(arrowLeftIcon)

export function PageHeader({
  eyebrow,
  title,
  intro,
  children,
  back,
}: {
  eyebrow?: string
  title: string
  intro?: ReactNode
  children?: ReactNode
  back?: { to: string; label: string }
}) {
  return (
    <header className="border-b border-ivory-300 bg-ivory-100">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {back && (
          <Link
            to={back.to}
            className="mb-6 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-ink-600 hover:text-terracotta-700 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden /> {back.label}
          </Link>
        )}
        {eyebrow && <p className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">{eyebrow}</p>}
        <h1 className="mt-3 max-w-4xl font-display text-4xl leading-tight font-semibold tracking-tight text-ink-900 sm:text-5xl">
          {title}
        </h1>
        {intro && <div className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-600">{intro}</div>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </header>
  )
}

export function Section({
  id,
  title,
  intro,
  children,
  className,
  tone = 'plain',
}: {
  id: string
  title: string
  intro?: ReactNode
  children: ReactNode
  className?: string
  tone?: 'plain' | 'muted'
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={cn(tone === 'muted' && 'bg-ivory-100', className)}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id={`${id}-title`} className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
          {title}
        </h2>
        {intro && <div className="mt-4 max-w-3xl text-ink-600">{intro}</div>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}

/** Long-form text (policies, statements): readable measure, spaced headings, underlined links. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'mx-auto max-w-3xl px-4 py-14 text-ink-700 sm:px-6 lg:px-8',
        '[&_a]:font-medium [&_a]:text-terracotta-700 [&_a]:underline [&_a]:underline-offset-4',
        '[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-ink-900',
        '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink-900',
        '[&_p]:mt-4 [&_p]:leading-relaxed [&_li]:leading-relaxed',
        '[&_ul]:mt-4 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6',
        '[&_ol]:mt-4 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-2 [&_ol]:pl-6',
        '[&_strong]:font-semibold [&_strong]:text-ink-900',
        className,
      )}
    >
      {children}
    </div>
  )
}

export type Tile = {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  title: string
  text: ReactNode
}

export function TileGrid({
  tiles,
  columns = 4,
  headingLevel: H = 'h3',
}: {
  tiles: Tile[]
  columns?: 2 | 3 | 4
  headingLevel?: 'h2' | 'h3'
}) {
  return (
    <ul
      className={cn('grid gap-6 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}
    >
      {tiles.map((t) => (
        <li key={t.title} className="rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft">
          <t.icon className="size-7 text-terracotta-700" aria-hidden />
          <H className="mt-5 font-display text-xl font-semibold text-ink-900">{t.title}</H>
          <div className="mt-2 text-sm leading-relaxed text-ink-600">{t.text}</div>
        </li>
      ))}
    </ul>
  )
}

/** A closing panel: what to do next. */
export function CtaPanel({ title, text, children }: { title: string; text: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="rounded-[1.75rem] bg-ink-900 px-6 py-12 text-ivory-50 sm:px-12">
        <h2 id="cta-title" className="font-display text-3xl font-semibold sm:text-4xl">
          {title}
        </h2>
        <div className="mt-4 max-w-2xl text-lg leading-relaxed text-ivory-200">{text}</div>
        <div className="mt-8 flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  )
}

export function LastUpdated({ date = 'June 2025' }: { date?: string }) {
  return <p className="mt-4 text-sm text-ink-600">Last updated {date}</p>
}
