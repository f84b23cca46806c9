import { useId } from 'react'
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS } from '~/domain/search/search-constants'
import { cn } from '~/web/lib/cn'

type Props = { params: URLSearchParams; onChange: (next: URLSearchParams) => void; className?: string }

/** The result order, kept in the URL as `sort=` (left out for the default). */
export function SortSelect({ params, onChange, className }: Props) {
  const id = useId()
  const current = params.get('sort') ?? DEFAULT_SEARCH_SORT
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-ink-700">
        Sort by
      </label>
      <select
        id={id}
        value={SEARCH_SORTS.some((s) => s.value === current) ? current : DEFAULT_SEARCH_SORT}
        onChange={(e) => {
          const next = new URLSearchParams(params)
          if (e.target.value === DEFAULT_SEARCH_SORT) next.delete('sort')
          else next.set('sort', e.target.value)
          onChange(next)
        }}
        className="h-9 min-w-0 rounded-full border border-ivory-300 bg-white px-3 text-sm text-ink-900 focus-visible:ring-2 focus-visible:ring-terracotta-400 focus-visible:outline-none"
      >
        {SEARCH_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  )
}
