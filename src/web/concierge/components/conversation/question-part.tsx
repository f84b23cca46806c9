// Callie's one question, with its quick replies: pressing one answers it (as an edit of the brief
// when the choice is one, otherwise as the planner's words).
import type { PartOf } from '~/domain/concierge/conversation-api'
import { Button } from '~/web/components/ui/button'
import type { PartHandlers } from './part-handlers'

export function QuestionPart({ part, handlers }: { part: PartOf<'question'>; handlers: PartHandlers }) {
  if (!part.choices.length) return null
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Quick replies">
      {part.choices.map((c) => (
        <li key={c.value}>
          <Button
            variant="outline"
            size="sm"
            disabled={handlers.busy}
            onClick={() => (c.briefPatch ? handlers.sendPatch(c.briefPatch) : handlers.sendText(c.value))}
          >
            {c.label}
          </Button>
        </li>
      ))}
    </ul>
  )
}
