// Nothing fits: why, the closest venues with what differs for each, and one-press changes of the brief.
import type { PartOf } from '~/domain/concierge/conversation-api'
import { Button } from '~/web/components/ui/button'
import { CallieVenueCard } from './callie-venue-card'
import type { PartHandlers } from './part-handlers'

export function NoMatchPart({ part, handlers }: { part: PartOf<'no-match'>; handlers: PartHandlers }) {
  return (
    <div className="grid gap-3">
      {part.reasons.length > 0 && (
        <ul className="list-disc grid gap-1 pl-5 text-sm text-ink-800" aria-label="Why nothing fits">
          {part.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      {part.alternatives.length > 0 && (
        <ul className="grid gap-3" aria-label="Closest alternatives">
          {part.alternatives.map((a) => (
            <li key={a.venue.venue.id} className="grid gap-1.5">
              <p className="text-sm text-ink-700">
                <span className="font-medium text-ink-900">What differs: </span>
                {a.differences.join(' · ')}
              </p>
              <CallieVenueCard card={a.venue} action={handlers.venueAction?.(a.venue.venue)} />
            </li>
          ))}
        </ul>
      )}
      {part.suggestions.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Try one change">
          {part.suggestions.map((s) => (
            <li key={s.label}>
              <Button
                variant="outline"
                size="sm"
                disabled={handlers.busy}
                className="h-auto min-h-9 py-1.5 text-left whitespace-normal"
                onClick={() => handlers.sendPatch(s.briefPatch)}
              >
                {s.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
