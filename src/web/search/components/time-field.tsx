import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as chevronDownIcon from 'lucide-react/icons/chevron-down'
import * as xIcon from 'lucide-react/icons/x'
import { useState } from 'react'
import { SEARCH_HOURS, SEARCH_MINUTES, TIME_RE } from '~/domain/time-constants'
import { cn } from '~/web/lib/cn'

const ChevronDown = lucideIcon(chevronDownIcon)
const X = lucideIcon(xIcon)

type Parts = { hour: string; minute: string; period: string }

function partsOf(value: string): Parts {
  const m = TIME_RE.exec(value)
  return m ? { hour: m[1], minute: m[2], period: m[3] } : { hour: '', minute: '', period: '' }
}

type Props = { labelId: string; value: string; onChange: (value: string) => void }

const selectClass =
  'h-11 w-full min-w-0 appearance-none rounded-xl border border-ink-200 bg-white pr-7 pl-3 text-base text-ink-900 shadow-xs hover:border-ink-300 focus-visible:border-terracotta-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-terracotta-600 md:text-sm'

function PartSelect({
  label,
  value,
  placeholder,
  options,
  onChange,
}: {
  label: string
  value: string
  placeholder: string
  options: readonly string[]
  onChange: (v: string) => void
}) {
  return (
    <div className="relative min-w-0 flex-1">
      <select
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(selectClass, !value && 'text-ink-500')}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-2 size-4 -translate-y-1/2 text-ink-500"
        aria-hidden
      />
    </div>
  )
}

/**
 * Hours 1-12, minutes 00/15/30/45, AM/PM. Value 'h:mm AM/PM' once an hour is chosen.
 * Native selects: light, and the platform's own picker on phones.
 */
export function TimeField({ labelId, value, onChange }: Props) {
  const [parts, setParts] = useState<Parts>(() => partsOf(value))
  const [lastValue, setLastValue] = useState(value)
  // The form may be reset from the URL: follow the value when it changes from outside.
  if (value !== lastValue) {
    setLastValue(value)
    setParts(partsOf(value))
  }

  const update = (patch: Partial<Parts>) => {
    const next = { ...parts, ...patch }
    if (!next.hour) {
      setParts(next)
      return
    }
    const full = { hour: next.hour, minute: next.minute || '00', period: next.period || 'PM' }
    const v = `${full.hour}:${full.minute} ${full.period}`
    setParts(full)
    setLastValue(v)
    onChange(v)
  }

  const clear = () => {
    setParts({ hour: '', minute: '', period: '' })
    setLastValue('')
    onChange('')
  }

  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-1.5">
      <PartSelect
        label="Hour"
        placeholder="Hr"
        value={parts.hour}
        options={SEARCH_HOURS}
        onChange={(hour) => update({ hour })}
      />
      <PartSelect
        label="Minutes"
        placeholder="Min"
        value={parts.minute}
        options={SEARCH_MINUTES}
        onChange={(minute) => update({ minute })}
      />
      <PartSelect
        label="AM or PM"
        placeholder="--"
        value={parts.period}
        options={['AM', 'PM']}
        onChange={(period) => update({ period })}
      />
      {value && (
        <button
          type="button"
          onClick={clear}
          className="shrink-0 rounded-full p-1 text-ink-500 hover:bg-ivory-200 hover:text-ink-900"
          aria-label="Clear time"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </div>
  )
}
