import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as xIcon from 'lucide-react/icons/x'
import { DIETARY_OPTIONS, EXPERIENCES, FEATURE_OPTIONS, SEARCH_VIBES, VENUE_TYPES } from '~/domain/options'
import { formatDisplayDate } from '~/web/lib/dates'
import { parseBudget, searchValuesFromParams } from '../lib/search-params'

const X = lucideIcon(xIcon)

type Chip = { key: string; label: string; remove: (p: URLSearchParams) => void }

const labelOf = (options: readonly { value: string; label: string }[], v: string) =>
  options.find((o) => o.value === v)?.label ?? v

function chipsOf(params: URLSearchParams): Chip[] {
  const v = searchValuesFromParams(params)
  const del = (key: string) => (p: URLSearchParams) => p.delete(key)
  const chips: Chip[] = []
  if (v.location) chips.push({ key: 'location', label: v.location, remove: del('location') })
  if (v.date) chips.push({ key: 'date', label: formatDisplayDate(v.date), remove: del('date') })
  if (v.time) chips.push({ key: 'time', label: v.time, remove: del('time') })
  if (params.has('guests')) chips.push({ key: 'guests', label: `${v.guests} guests`, remove: del('guests') })
  const budget = parseBudget(params.get('budget'))
  if (budget) chips.push({ key: 'budget', label: `$${budget[0]}-$${budget[1]} per person`, remove: del('budget') })
  if (v.vibe) chips.push({ key: 'vibe', label: labelOf(SEARCH_VIBES, v.vibe), remove: del('vibe') })
  const listChip = (key: 'dietary' | 'features', ids: string[], options: readonly { value: string; label: string }[]) =>
    ids.forEach((id) =>
      chips.push({
        key: `${key}-${id}`,
        label: labelOf(options, id),
        remove: (p) => {
          const rest = ids.filter((x) => x !== id)
          if (rest.length) p.set(key, rest.join(','))
          else p.delete(key)
        },
      }),
    )
  listChip('dietary', v.dietary, DIETARY_OPTIONS)
  listChip('features', v.features, FEATURE_OPTIONS)
  if (params.get('lastMinute') === 'true')
    chips.push({ key: 'lastMinute', label: 'Available within 48h', remove: del('lastMinute') })
  const exp = EXPERIENCES.find((e) => e.slug === params.get('experienceType'))
  if (exp) chips.push({ key: 'experienceType', label: exp.name, remove: del('experienceType') })
  const type = VENUE_TYPES.find((t) => t.value === params.get('type'))
  if (type) chips.push({ key: 'type', label: type.label, remove: del('type') })
  return chips
}

export function CriteriaChips({
  params,
  onChange,
}: {
  params: URLSearchParams
  onChange: (next: URLSearchParams) => void
}) {
  const chips = chipsOf(params)
  if (!chips.length) return null
  return (
    <ul aria-label="Active search criteria" className="flex flex-wrap gap-2">
      {chips.map((c) => (
        <li key={c.key} className="max-w-full min-w-0">
          <span className="inline-flex max-w-full items-center gap-1 rounded-full border border-terracotta-200 bg-terracotta-50 py-1 pr-1 pl-3 text-sm text-terracotta-900">
            <span className="max-w-[16rem] min-w-0 truncate" title={c.label}>
              {c.label}
            </span>
            <button
              type="button"
              aria-label={`Remove ${c.label}`}
              className="shrink-0 rounded-full p-1 text-terracotta-700 hover:bg-terracotta-100"
              onClick={() => {
                const next = new URLSearchParams(params)
                c.remove(next)
                onChange(next)
              }}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </span>
        </li>
      ))}
    </ul>
  )
}
