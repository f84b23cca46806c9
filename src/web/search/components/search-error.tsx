import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleExclamationPointIcon from 'lucide-react/icons/circle-exclamation-point'
import { matchCity } from '~/domain/cities'
import { clampGuests } from '~/domain/guests'
import { isValidDateString, isValidTime } from '~/domain/time-constants'
import { Button } from '~/web/components/ui/button'
import { isApiError } from '~/web/lib/api'
import { todayInZone } from '../lib/search-summary'

const AlertCircle = lucideIcon(circleExclamationPointIcon)

type Fix = { label: string; apply: (p: URLSearchParams) => void }

/** What the planner can do about a field the API refused, as a change to the URL. */
function fixFor(field: string, params: URLSearchParams): Fix {
  switch (field) {
    case 'date': {
      const match = matchCity(params.get('location') ?? '')
      const timezone = match.kind === 'unsupported' ? undefined : match.city.timezone
      return { label: 'Search from today', apply: (p) => p.set('date', todayInZone(timezone)) }
    }
    case 'time':
      return { label: 'Search without a time', apply: (p) => p.delete('time') }
    case 'guests': {
      const n = clampGuests(params.get('guests'))
      return { label: `Search for ${n} guests`, apply: (p) => p.set('guests', String(n)) }
    }
    case 'sort':
      return { label: 'Sort by Recommended', apply: (p) => p.delete('sort') }
    case 'location':
      return { label: 'Clear the location', apply: (p) => p.delete('location') }
    default:
      return { label: `Search without the ${field}`, apply: (p) => p.delete(field) }
  }
}

/** The headline for a refused date or time: one that is not a date (or time) at all has not "passed". */
function headlineFor(field: string | undefined, params: URLSearchParams): string {
  if (field === 'date')
    return isValidDateString(params.get('date') ?? '') ? 'That date has passed' : 'That date is not valid'
  if (field === 'time') return isValidTime(params.get('time') ?? '') ? 'That time has passed' : 'That time is not valid'
  return 'This search needs a change'
}

/** A request the API refused: a 4xx says what to change and offers the change itself. */
const isInputError = (e: unknown) => isApiError(e) && e.status >= 400 && e.status < 500 && e.status !== 429

type Props = {
  error: unknown
  params: URLSearchParams
  onChange: (next: URLSearchParams) => void
  onRetry: () => void
}

/**
 * Why the venues did not load. Input that cannot succeed shows the API's message and a way to fix
 * it; only a network failure or a 5xx (which may succeed later) offers to try again.
 */
export function SearchError({ error, params, onChange, onRetry }: Props) {
  if (isApiError(error) && isInputError(error)) {
    const [field, message] = Object.entries(error.fieldErrors)[0] ?? [undefined, error.serverMessage ?? error.message]
    const fix = field ? fixFor(field, params) : undefined
    return (
      <div
        role="alert"
        data-testid="search-error"
        className="flex flex-col items-start gap-4 rounded-(--radius-card) border border-terracotta-200 bg-terracotta-50 p-7 text-terracotta-950"
      >
        <div className="grid gap-1">
          <p className="flex items-center gap-2 font-medium">
            <AlertCircle className="size-5 shrink-0 text-terracotta-700" aria-hidden />
            {headlineFor(field, params)}
          </p>
          <p className="text-sm wrap-anywhere">{message}</p>
        </div>
        {fix && (
          <Button
            onClick={() => {
              const next = new URLSearchParams(params)
              fix.apply(next)
              onChange(next)
            }}
          >
            {fix.label}
          </Button>
        )}
      </div>
    )
  }
  return (
    <div
      role="alert"
      data-testid="search-error"
      className="flex flex-col items-start gap-4 rounded-(--radius-card) border border-red-200 bg-red-50 p-7 text-red-950"
    >
      <p className="flex items-center gap-2 font-medium">
        <AlertCircle className="size-5 text-destructive" aria-hidden /> Failed to load venues. Please try again.
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
