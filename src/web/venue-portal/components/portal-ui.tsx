// The portal pages' shared pieces: a panel, a loading state and a load failure, one look for all.
import type { ReactNode } from 'react'
import { Skeleton } from '~/web/components/ui/skeleton'
import { isApiError } from '~/web/lib/api'
import { cn } from '~/web/lib/cn'

export const panelClass =
  'grid content-start gap-4 rounded-(--radius-card) border border-ivory-300 bg-white p-4 shadow-soft sm:p-5'

export function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={cn(panelClass, className)}>
      <h2 className="font-display text-xl font-semibold text-ink-900">{title}</h2>
      {children}
    </section>
  )
}

export function Loading({ what }: { what: string }) {
  return (
    <div className="grid gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        {`Loading ${what}…`}
      </span>
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-48 w-full" />
    </div>
  )
}

/** A 404 means the venue (or its part) is not the caller's to see, which the server does not distinguish. */
export function LoadFailed({ what, error }: { what: string; error: unknown }) {
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-950">
      {isApiError(error) && error.status === 404
        ? `${what} was not found, or is not one you manage.`
        : `${what} could not be loaded. Please reload the page.`}
    </p>
  )
}
