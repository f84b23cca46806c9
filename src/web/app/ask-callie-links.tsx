// "Ask Callie" from where the planner already is: her search (city, date, guests, time) or a venue
// (Callie opens with "Ask me anything about …"). The conversation starts with that context.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as messageSquareTextIcon from 'lucide-react/icons/message-square-text'
import { Link } from 'react-router'
import { conciergePaths } from '~/web/concierge/lib/concierge-api-paths'
import { buttonVariants } from '~/web/components/ui/button'
import { cn } from '~/web/lib/cn'
import { searchValuesFromParams } from '~/web/search/lib/search-params'

const MessageSquareText = lucideIcon(messageSquareTextIcon)

const linkClass =
  'inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-terracotta-700 underline-offset-4 hover:underline'

export function AskCallieAboutResults({ params, city }: { params: URLSearchParams; city?: string }) {
  const values = searchValuesFromParams(params)
  const to = conciergePaths.concierge({
    city: city ?? (values.location || undefined),
    date: values.date || undefined,
    time: values.time || undefined,
    guests: params.has('guests') ? values.guests : undefined,
  })
  return (
    <p className="mt-1">
      <Link to={to} className={linkClass}>
        <MessageSquareText className="size-4" aria-hidden /> Ask Callie about these results
      </Link>
    </p>
  )
}

export function AskCallieAboutVenue({ venue, className }: { venue: { id: number; name: string }; className?: string }) {
  return (
    <Link
      to={conciergePaths.concierge({ venueId: venue.id })}
      className={cn(buttonVariants({ variant: 'outline' }), className)}
    >
      <MessageSquareText aria-hidden /> Ask about {venue.name}
    </Link>
  )
}
