import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as layoutGridIcon from 'lucide-react/icons/layout-grid'
import * as mapIcon from 'lucide-react/icons/map'
import * as zapIcon from 'lucide-react/icons/zap'
import { Badge } from '~/web/components/ui/badge'
import { Label } from '~/web/components/ui/label'
import { Switch } from '~/web/components/ui/switch'
import { cn } from '~/web/lib/cn'
import { SortSelect } from './sort-select'

const LayoutGrid = lucideIcon(layoutGridIcon)
const MapIcon = lucideIcon(mapIcon)
const Zap = lucideIcon(zapIcon)

export type ResultsView = 'grid' | 'map'

/** Beside the results' heading: the last-minute switch, the sort (once there is something to sort) and grid or map. */
export function ResultsControls({
  params,
  onChange,
  switchId,
  featured,
  hasResults,
  view,
  onView,
}: {
  params: URLSearchParams
  onChange: (next: URLSearchParams) => void
  switchId: string
  featured: boolean
  hasResults: boolean
  view: ResultsView
  onView: (view: ResultsView) => void
}) {
  const lastMinute = params.get('lastMinute') === 'true'
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <div className="flex items-center gap-2.5">
        <Switch
          id={switchId}
          checked={lastMinute}
          onCheckedChange={(on) => {
            const next = new URLSearchParams(params)
            if (on) next.set('lastMinute', 'true')
            else next.delete('lastMinute')
            onChange(next)
          }}
        />
        <Label htmlFor={switchId}>Available within 48h</Label>
        <Badge variant="dark" className="gap-1">
          <Zap className="size-3 fill-gold-400 text-gold-400" aria-hidden /> Last Minute
        </Badge>
      </div>
      {!featured && (hasResults || params.has('sort')) && <SortSelect params={params} onChange={onChange} />}
      {hasResults && (
        <div role="group" aria-label="View" className="inline-flex rounded-full bg-ivory-200 p-1">
          {(
            [
              ['grid', 'Grid', LayoutGrid],
              ['map', 'Map', MapIcon],
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => onView(value)}
              className={cn(
                'inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm font-medium transition-colors',
                view === value ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900',
              )}
            >
              <Icon className="size-4" aria-hidden /> {label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
