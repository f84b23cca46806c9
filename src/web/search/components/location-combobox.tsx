import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as loaderCircleIcon from 'lucide-react/icons/loader-circle'
import * as mapPinIcon from 'lucide-react/icons/map-pin'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { PlaceSuggestion } from '~/domain/venues/venue'
import { cn } from '~/web/lib/cn'
import { useDebouncedValue } from '~/web/lib/use-debounced-value'
import { inputClass } from '~/web/components/ui/input'
import { SUGGESTION_MIN_CHARS, usePlaceSuggestions } from '../api/get-place-suggestions'

const Loader2 = lucideIcon(loaderCircleIcon)
const MapPin = lucideIcon(mapPinIcon)

type Props = {
  id?: string
  value: string
  onChange: (value: string) => void
  invalid?: boolean
  describedBy?: string
}

/** WAI-ARIA combobox (list autocomplete): type to get place suggestions, arrows to move, Enter to pick. */
export function LocationCombobox({ id, value, onChange, invalid, describedBy }: Props) {
  const autoId = useId()
  const inputId = id ?? `${autoId}-input`
  const listId = `${autoId}-list`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inputRef = useRef<HTMLInputElement>(null)
  // Text typed before the page's scripts ran (a server-rendered page hydrates after its first paint)
  // is what the field shows: it becomes the form's value, once, when React takes the field over.
  useEffect(() => {
    const typed = inputRef.current?.value
    if (typed !== undefined && typed !== value) onChange(typed)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the value found at hydration
  }, [])
  const debounced = useDebouncedValue(value, 250)
  const typed = value.trim()
  const query = usePlaceSuggestions(debounced)
  const enoughChars = typed.length >= SUGGESTION_MIN_CHARS
  const settling = debounced.trim() !== typed
  const loading = enoughChars && (settling || query.isFetching)
  const suggestions: PlaceSuggestion[] = enoughChars && !settling ? (query.data ?? []) : []
  const showList = open && enoughChars
  const activeId = showList && active >= 0 && active < suggestions.length ? `${listId}-${active}` : undefined

  const pick = (s: PlaceSuggestion) => {
    onChange(s.description)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault()
      setOpen(true)
      setActive((i) => (suggestions.length ? (i + 1) % suggestions.length : -1))
    } else if (e.key === 'ArrowUp') {
      e.preventDefault()
      setOpen(true)
      setActive((i) => (suggestions.length ? (i <= 0 ? suggestions.length - 1 : i - 1) : -1))
    } else if (e.key === 'Enter' && showList && activeId) {
      e.preventDefault()
      pick(suggestions[active])
    } else if (e.key === 'Escape' && showList) {
      e.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  return (
    <div className="relative">
      <MapPin
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-terracotta-600"
        aria-hidden
      />
      <input
        ref={inputRef}
        id={inputId}
        name="location"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        placeholder="City, e.g. San Francisco"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cn(inputClass, 'pl-10 text-ellipsis')}
        value={value}
        onChange={(e) => {
          onChange(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div
        className={cn(
          'absolute top-full right-0 left-0 z-40 mt-1.5 overflow-hidden rounded-2xl border border-ivory-300 bg-white shadow-lift',
          !showList && 'hidden',
        )}
      >
        <ul
          id={listId}
          role={suggestions.length ? 'listbox' : undefined}
          aria-label={suggestions.length ? 'Location suggestions' : undefined}
          className={cn('max-h-72 overflow-y-auto p-1', !suggestions.length && 'hidden')}
        >
          {suggestions.map((s, i) => (
            <li
              key={s.placeId}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={cn(
                'flex cursor-pointer items-start gap-2.5 rounded-xl px-3 py-2.5 text-sm',
                i === active ? 'bg-terracotta-50 text-terracotta-900' : 'hover:bg-ivory-100',
              )}
              // mousedown (not click) so the input's blur does not close the list first.
              onMouseDown={(e) => {
                e.preventDefault()
                pick(s)
              }}
            >
              <MapPin className="mt-0.5 size-4 shrink-0 text-ink-400" aria-hidden />
              <span className="min-w-0 flex-1">
                {s.didYouMean ? (
                  <span className="font-medium text-ink-900">
                    Did you mean {s.mainText}, {s.secondaryText.replace(/, USA$/, '')}?
                  </span>
                ) : (
                  <>
                    <span className="font-medium text-ink-900">{s.mainText}</span>
                    {s.secondaryText && <span className="ml-1.5 text-ink-500">{s.secondaryText}</span>}
                  </>
                )}
              </span>
              {s.status !== 'active' && (
                <span className="ml-2 shrink-0 rounded-full bg-ivory-200 px-2 py-0.5 text-xs font-medium text-ink-700">
                  {s.status === 'coming_soon' ? 'coming soon' : 'not yet served'}
                </span>
              )}
            </li>
          ))}
        </ul>
        {loading && suggestions.length === 0 && (
          <p className="flex items-center gap-2 px-4 py-3 text-sm text-ink-600" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Loading suggestions...
          </p>
        )}
        {!loading && suggestions.length === 0 && (
          <p className="px-4 py-3 text-sm text-ink-600" role="status">
            {query.isError ? 'Failed to fetch suggestions' : 'No locations found'}
          </p>
        )}
      </div>
    </div>
  )
}
