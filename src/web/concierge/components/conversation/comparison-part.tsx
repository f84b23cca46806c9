// Two to five venues side by side, as a table with a header per venue and per row.
import type { PartOf } from '~/domain/concierge/conversation-api'

export function ComparisonPart({ part }: { part: PartOf<'comparison'> }) {
  return (
    <div
      className="max-w-full overflow-x-auto rounded-2xl border border-ivory-300 bg-white"
      tabIndex={0}
      role="region"
      aria-label="Comparison"
    >
      <table className="w-full min-w-md text-left text-sm text-ink-900">
        <caption className="sr-only">Venues compared</caption>
        <thead className="bg-ivory-100">
          <tr>
            <td className="p-3" />
            {part.venues.map((v) => (
              <th key={v.venue.id} scope="col" className="p-3 font-semibold">
                {v.venue.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {part.rows.map((row) => (
            <tr key={row.label} className="border-t border-ivory-300">
              <th scope="row" className="p-3 font-medium text-ink-700">
                {row.label}
              </th>
              {row.values.map((value, i) => (
                <td key={i} className="p-3">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
