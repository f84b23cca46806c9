// Callie's answer about one venue ("a private room for 30 on a Friday?"): each fact from her
// tools; the answer to a yes-or-no question (ok true or false) marked yes or no in words as well as
// an icon, a plain fact (ok null: the notice, the deposit, a price) as it is.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import * as circleXIcon from 'lucide-react/icons/circle-x'
import type { PartOf } from '~/domain/concierge/conversation-api'
import { CallieVenueCard } from './callie-venue-card'
import type { PartHandlers } from './part-handlers'

const CircleCheck = lucideIcon(circleCheckIcon)
const CircleX = lucideIcon(circleXIcon)

const OK = {
  yes: { Icon: CircleCheck, word: 'Yes', className: 'text-sage-700' },
  no: { Icon: CircleX, word: 'No', className: 'text-red-800' },
} as const

export function VenueAnswerPart({ part, handlers }: { part: PartOf<'venue-answer'>; handlers: PartHandlers }) {
  return (
    <div className="grid gap-3">
      {part.facts.length > 0 && (
        <dl
          className="grid gap-2 rounded-2xl border border-ivory-300 bg-white p-4 text-sm text-ink-900"
          aria-label={`About ${part.venue.venue.name}`}
        >
          {part.facts.map((f) => {
            const ok = f.ok === null ? null : OK[f.ok ? 'yes' : 'no']
            return (
              <div key={`${f.label}: ${f.value}`} className="grid gap-0.5 sm:grid-cols-[minmax(0,12rem)_1fr] sm:gap-3">
                <dt className="font-medium">{f.label}</dt>
                <dd className="flex items-start gap-1.5 text-ink-800">
                  {ok && <ok.Icon className={`mt-0.5 size-4 shrink-0 ${ok.className}`} aria-hidden />}
                  <span>
                    {ok && <span className="sr-only">{ok.word}: </span>}
                    {f.value}
                  </span>
                </dd>
              </div>
            )
          })}
        </dl>
      )}
      <CallieVenueCard card={part.venue} action={handlers.venueAction?.(part.venue.venue)} />
    </div>
  )
}
