// The brief as Callie holds it, one chip per thing she knows: "Edit" opens the form at that field,
// "Remove" tells her to forget it (and not to ask again, unless she cannot search without it).
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as pencilIcon from 'lucide-react/icons/pencil'
import * as xIcon from 'lucide-react/icons/x'
import type { BriefChip, BriefPatch, BriefSlot } from '~/domain/concierge/callie-brief'

const Pencil = lucideIcon(pencilIcon)
const X = lucideIcon(xIcon)

/** Removing a chip: its field set to null (the time chip holds the exact time too). */
function removal(slot: BriefSlot): BriefPatch {
  return (slot === 'time' ? { time: null, exactTime: null } : { [slot]: null }) as BriefPatch
}

type Props = {
  chips: BriefChip[]
  busy: boolean
  onPatch: (patch: BriefPatch) => void
  /** Null for slots the form has no field for (wishes, exclusions): those can only be removed. */
  onEdit: ((slot: BriefSlot) => void) | null
  editable: (slot: BriefSlot) => boolean
}

export function BriefChips({ chips, busy, onPatch, onEdit, editable }: Props) {
  if (!chips.length) return null
  return (
    <div className="grid gap-1.5">
      <h2 className="text-xs font-semibold tracking-wide text-ink-700 uppercase" id="callie-brief-title">
        Your brief
      </h2>
      <ul
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible"
        aria-labelledby="callie-brief-title"
      >
        {chips.map((chip) => (
          <li
            key={chip.slot}
            className="inline-flex max-w-full shrink-0 items-center gap-0.5 rounded-full border border-ivory-300 bg-ivory-100 py-0.5 pr-0.5 pl-3 text-sm text-ink-900"
          >
            <span className="truncate">{chip.label}</span>
            {onEdit && editable(chip.slot) && (
              <button
                type="button"
                onClick={() => onEdit(chip.slot)}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-ivory-200 hover:text-ink-900"
                aria-label={`Edit ${chip.label}`}
              >
                <Pencil className="size-3.5" aria-hidden />
              </button>
            )}
            <button
              type="button"
              disabled={busy}
              onClick={() => onPatch(removal(chip.slot))}
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-ivory-200 hover:text-ink-900 disabled:opacity-50"
              aria-label={`Remove ${chip.label}`}
            >
              <X className="size-4" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
