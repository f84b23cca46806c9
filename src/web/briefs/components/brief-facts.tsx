import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as calendarDaysIcon from 'lucide-react/icons/calendar-days'
import * as clockIcon from 'lucide-react/icons/clock'
import * as usersIcon from 'lucide-react/icons/users'
import type { BriefComparison } from '~/domain/briefs/briefs-api'
import { formatCents } from '~/domain/pricing/estimate'
import { formatDisplayDate } from '~/web/lib/dates'

const CalendarDays = lucideIcon(calendarDaysIcon)
const Clock = lucideIcon(clockIcon)
const Users = lucideIcon(usersIcon)

/** The brief's date (and other dates), time, guests and budget, under its title. */
export function BriefFacts({ brief: b }: { brief: BriefComparison }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-800" aria-label="Your brief">
      <li className="flex items-center gap-1.5">
        <CalendarDays className="size-4 text-terracotta-600" aria-hidden />
        {formatDisplayDate(b.date)}
        {b.alternativeDates.length > 0 && ` (or ${b.alternativeDates.map((d) => formatDisplayDate(d)).join(', ')})`}
      </li>
      <li className="flex items-center gap-1.5">
        <Clock className="size-4 text-terracotta-600" aria-hidden /> {b.time}
      </li>
      <li className="flex items-center gap-1.5">
        <Users className="size-4 text-terracotta-600" aria-hidden /> {b.guests} guests
      </li>
      {b.budgetPerPersonCents !== null && <li>Budget {formatCents(b.budgetPerPersonCents)} per person, all in</li>}
    </ul>
  )
}
