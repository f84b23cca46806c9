import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as pencilIcon from 'lucide-react/icons/pencil'

const Pencil = lucideIcon(pencilIcon)

/** On phones, the one-line summary of the search shown: it folds the search form away and back. */
export function SearchSummaryToggle({
  summary,
  folded,
  formId,
  onToggle,
}: {
  summary: string
  folded: boolean
  formId: string
  onToggle: () => void
}) {
  return (
    <button
      type="button"
      aria-expanded={!folded}
      aria-controls={formId}
      onClick={onToggle}
      data-testid="search-summary"
      className="flex w-full items-center gap-3 rounded-full border border-ivory-300 bg-white py-2.5 pr-3 pl-5 text-left shadow-soft md:hidden"
    >
      <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink-900">
        <span className="sr-only">Edit search: </span>
        {summary}
      </span>
      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-terracotta-50 px-3 py-1 text-xs font-semibold text-terracotta-800">
        <Pencil className="size-3.5" aria-hidden /> {folded ? 'Edit' : 'Done'}
      </span>
    </button>
  )
}
