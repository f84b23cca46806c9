import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as checkIcon from 'lucide-react/icons/check'
import * as minusIcon from 'lucide-react/icons/minus'
import { useId } from 'react'
import type { BriefComparison, BriefQuote, BriefVenue } from '~/domain/briefs/briefs-api'

const Check = lucideIcon(checkIcon)
const Minus = lucideIcon(minusIcon)

/**
 * What each quote includes, item by item (the brief's must-haves marked), side by side. On a phone
 * the cells show their icon only (the words stay for screen readers), venue names wrap, and the
 * item column stays in view while a table of many venues scrolls sideways.
 */
export function IncludedMatrix({
  items,
  mustHaves,
  venues,
}: {
  items: BriefComparison['items']
  mustHaves: BriefComparison['mustHaves']
  venues: (BriefVenue & { quote: BriefQuote })[]
}) {
  const ids = useId()
  if (items.length === 0 || venues.length === 0) return null
  const must = new Set(mustHaves.map((m) => m.id))
  return (
    <section aria-labelledby={`${ids}-title`} className="grid gap-3">
      <h2 id={`${ids}-title`} className="font-display text-2xl font-semibold text-ink-900">
        What each quote includes
      </h2>
      {/* A region the keyboard can scroll when the table is wider than a phone. */}
      <div
        className="overflow-x-auto rounded-(--radius-card) border border-ivory-300 bg-white"
        tabIndex={0}
        role="region"
        aria-labelledby={`${ids}-title`}
      >
        <table className="w-full text-sm">
          <thead className="bg-ivory-100">
            <tr>
              <th
                scope="col"
                className="sticky left-0 bg-ivory-100 px-3 py-3 text-left align-bottom font-medium text-ink-700 sm:px-4"
              >
                Item
              </th>
              {venues.map((v) => (
                <th
                  key={v.venueId}
                  scope="col"
                  className="min-w-20 px-3 py-3 text-left align-bottom leading-snug font-semibold text-ink-900 sm:min-w-36 sm:px-4"
                >
                  {v.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-t border-ivory-200">
                <th
                  scope="row"
                  className="sticky left-0 bg-white px-3 py-2.5 text-left font-medium text-ink-900 sm:px-4"
                >
                  {item.label}
                  {must.has(item.id) && (
                    <span className="block text-xs font-normal text-terracotta-700 sm:ml-1.5 sm:inline">must-have</span>
                  )}
                </th>
                {venues.map((v) => {
                  const included = v.quote.included.some((i) => i.id === item.id)
                  return (
                    <td key={v.venueId} className="px-3 py-2.5 sm:px-4">
                      {included ? (
                        <span className="inline-flex items-center gap-1.5 text-sage-700">
                          <Check className="size-5 sm:size-4" aria-hidden />{' '}
                          <span className="max-sm:sr-only">Included</span>
                        </span>
                      ) : (
                        <span className="inline-flex items-center gap-1.5 text-ink-600">
                          <Minus className="size-5 sm:size-4" aria-hidden />{' '}
                          <span className="max-sm:sr-only">Not included</span>
                        </span>
                      )}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
