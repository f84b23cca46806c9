// What Callie offers to do, as buttons that say what will happen. Nothing happens until the
// planner presses one; the page runs it through the product's own forms and endpoints.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarCheckIcon from 'lucide-react/icons/calendar-check'
import * as listPlusIcon from 'lucide-react/icons/list-plus'
import * as phoneIcon from 'lucide-react/icons/phone'
import * as sendIcon from 'lucide-react/icons/send'
import * as userRoundIcon from 'lucide-react/icons/user-round'
import type { PartOf } from '~/domain/concierge/conversation-api'
import { Button } from '~/web/components/ui/button'
import type { CallieAction, PartHandlers } from './part-handlers'

const CalendarCheck = lucideIcon(calendarCheckIcon)
const ListPlus = lucideIcon(listPlusIcon)
const Phone = lucideIcon(phoneIcon)
const Send = lucideIcon(sendIcon)
const UserRound = lucideIcon(userRoundIcon)

const ICONS = {
  shortlist: ListPlus,
  request: CalendarCheck,
  brief: Send,
  consultation: Phone,
  handover: UserRound,
} as const satisfies Record<CallieAction['kind'], unknown>

export function ActionsPart({ part, handlers }: { part: PartOf<'actions'>; handlers: PartHandlers }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="What Callie can do next">
      {part.actions.map((action) => {
        const Icon = ICONS[action.kind]
        const venues = action.venueIds.flatMap((id) => handlers.venueById.get(id) ?? [])
        return (
          <li key={`${action.kind}-${action.venueIds.join(',')}`}>
            <Button
              variant={action.kind === 'handover' ? 'outline' : 'dark'}
              size="sm"
              className="h-auto min-h-9 py-1.5 text-left whitespace-normal"
              aria-haspopup={action.kind === 'handover' || action.kind === 'consultation' ? 'dialog' : undefined}
              onClick={() => handlers.onAction(action, venues)}
            >
              <Icon aria-hidden /> {action.label}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
