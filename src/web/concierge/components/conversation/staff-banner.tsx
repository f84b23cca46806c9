import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as userRoundIcon from 'lucide-react/icons/user-round'

const UserRound = lucideIcon(userRoundIcon)

/** While a person from the concierge team has the thread, Callie does not answer. */
export function StaffBanner() {
  return (
    <p
      className="flex items-start gap-2 rounded-2xl border border-sage-600/30 bg-sage-100 p-3 text-sm font-medium text-sage-700"
      data-testid="staff-banner"
    >
      <UserRound className="mt-0.5 size-4 shrink-0" aria-hidden />A person from our concierge team is on this
      conversation; Callie is paused.
    </p>
  )
}
