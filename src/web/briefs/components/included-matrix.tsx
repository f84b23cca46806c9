import { Check, Minus } from 'lucide-react'
import { useId } from 'react'
import type { BriefComparison, BriefQuote, BriefVenue } from '~/domain/briefs/briefs-api'

/** What each quote includes, item by item (the brief's must-haves marked), side by side. */
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
        <table className="w-full min-w-max text-sm">
          <thead className="bg-ivory-100">
            <tr>
              <th scope="col" className="px-4 py-3 text-left font-medium text-ink-700">
                Item
              </th>
              {venues.map((v) => (
                <th key={v.venueId} scope="col" className="px-4 py-3 text-left font-semibold text-ink-900">
                  {v.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-t border-ivory-200">
                <th scope="row" className="px-4 py-2.5 text-left font-medium text-ink-900">
                  {item.label}
                  {must.has(item.id) && (
                    <span className="ml-1.5 text-xs font-normal text-terracotta-700">must-have</span>
                  )}
                </th>
                {venues.map((v) => {
                  const included = v.quote.included.some((i) => i.id === item.id)
                  return (
                    <td key={v.venueId} className="px-4 py-2.5">
                      {included ? (
                        <span className="inline-flex items-center gap-1.5 text-sage-700">
                          <Check className="size-4" aria-hidden /> Included
                        </span>
                      ) : (
                        <span className="inline-flex items-center gap-1.5 text-ink-600">
                          <Minus className="size-4" aria-hidden /> Not included
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
