import { Link } from 'react-router'
import { paths } from '~/web/lib/paths'
import type { RecommendationsResponse } from '~/domain/concierge/recommendations-api'

/** Nothing meets every hard preference: say so plainly, then the closest venues and what differs for each. */
export function NoMatch({ noMatch }: { noMatch: NonNullable<RecommendationsResponse['noMatch']> }) {
  return (
    <div className="grid gap-3">
      <h3 className="font-display text-xl font-semibold text-ink-900" data-testid="no-match-headline">
        {noMatch.headline}
      </h3>
      {noMatch.alternatives.length > 0 && (
        <>
          <p className="text-sm text-ink-700">The closest venues, and what differs:</p>
          <ul className="grid gap-2" aria-label="Closest alternatives">
            {noMatch.alternatives.map((a) => (
              <li
                key={a.venue.id}
                className="flex flex-wrap items-baseline gap-x-2 rounded-xl border border-ivory-300 p-3 text-sm"
              >
                <Link
                  to={paths.venue(a.venue.id)}
                  className="font-semibold text-terracotta-700 underline underline-offset-4"
                >
                  {a.venue.name}
                </Link>
                <span className="text-ink-700">{a.differences.join(' · ')}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
