// Empty search results hand the search to the concierge: the search feature's criteria fill the
// requests feature's form, so the app shell puts the two together.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowRightIcon from 'lucide-react/icons/arrow-right'
import * as sparklesIcon from 'lucide-react/icons/sparkles'
import { lazy, Suspense, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '~/web/components/ui/button'
import { Skeleton } from '~/web/components/ui/skeleton'
import { searchValuesFromParams } from '~/web/search/lib/search-params'

const ArrowRight = lucideIcon(arrowRightIcon)
const Sparkles = lucideIcon(sparklesIcon)

const loadForm = () => import('~/web/requests/components/search-concierge-form')
const SearchConciergeForm = lazy(() => loadForm().then((m) => ({ default: m.SearchConciergeForm })))

/** Empty results: hand the search to the concierge; the request form replaces this prompt. */
export function ConciergeCta() {
  const [params] = useSearchParams()
  const [showForm, setShowForm] = useState(false)
  const [session, setSession] = useState(0)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const values = searchValuesFromParams(params)
  const summary = {
    location: values.location || undefined,
    date: values.date || undefined,
    time: values.time || undefined,
    guests: params.has('guests') ? values.guests : undefined,
  }
  const back = () => {
    setShowForm(false)
    setSession((s) => s + 1)
    // The prompt comes back; so does focus, to its button.
    requestAnimationFrame(() => buttonRef.current?.focus())
  }

  return (
    <div
      data-testid="concierge-panel"
      className="rounded-(--radius-card) border border-terracotta-200 bg-gradient-to-br from-terracotta-50 to-ivory-100 p-7 sm:p-9"
    >
      {showForm ? (
        <Suspense fallback={<Skeleton className="h-96 w-full" />}>
          <SearchConciergeForm key={session} summary={summary} onCancel={back} onClose={back} />
        </Suspense>
      ) : (
        <>
          <Sparkles className="size-7 text-terracotta-600" aria-hidden />
          <h2 className="mt-4 font-display text-2xl font-semibold text-ink-900">Let Callie find it for you</h2>
          <p className="mt-2 max-w-xl text-ink-700">
            No match in our catalogue? Tell our concierge team what you need and they will come back with options within
            24 hours.
          </p>
          <Button
            ref={buttonRef}
            size="lg"
            className="mt-6"
            onPointerEnter={() => void loadForm()}
            onFocus={() => void loadForm()}
            onClick={() => setShowForm(true)}
          >
            Ask Our Concierge <ArrowRight aria-hidden />
          </Button>
        </>
      )}
    </div>
  )
}
