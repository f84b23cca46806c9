import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as usersIcon from 'lucide-react/icons/users'
import { useState } from 'react'
import { Link } from 'react-router'
import {
  clampGuests,
  guestsCorrectedMessage,
  GUESTS_HINT,
  LARGE_GROUP_PROMPT,
  MAX_GUESTS,
  MIN_GUESTS,
} from '~/domain/guests'
import { cn } from '~/web/lib/cn'
import { paths } from '~/web/lib/paths'
import { inputClass } from '~/web/components/ui/input'

const Users = lucideIcon(usersIcon)

type Props = {
  id: string
  value: number
  onChange: (value: number) => void
  /** A count corrected before the field was shown (a link asking for 75 guests). */
  correctedFrom?: number
}

/** 8 to 60 guests (src/domain/guests.ts); what is typed is clamped when the field is left, and says so. */
export function GuestsField({ id, value, onChange, correctedFrom }: Props) {
  const [text, setText] = useState(String(value))
  const [lastValue, setLastValue] = useState(value)
  const [corrected, setCorrected] = useState<string | null>(() =>
    correctedFrom === undefined ? null : guestsCorrectedMessage(correctedFrom, value),
  )
  if (value !== lastValue) {
    setLastValue(value)
    setText(String(value))
  }
  const commit = () => {
    const n = clampGuests(text)
    setCorrected(text.trim() ? guestsCorrectedMessage(Number(text), n) : null)
    setText(String(n))
    setLastValue(n)
    onChange(n)
  }
  return (
    <div>
      <div className="relative">
        <Users
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-terracotta-600"
          aria-hidden
        />
        <input
          id={id}
          name="guests"
          type="number"
          inputMode="numeric"
          min={MIN_GUESTS}
          max={MAX_GUESTS}
          step={1}
          aria-describedby={corrected ? `${id}-corrected ${id}-hint` : `${id}-hint`}
          className={cn(inputClass, 'pl-10')}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setCorrected(null)
            const n = Number.parseInt(e.target.value, 10)
            if (Number.isFinite(n) && n >= MIN_GUESTS && n <= MAX_GUESTS) {
              setLastValue(n)
              onChange(n)
            }
          }}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit()
          }}
        />
      </div>
      <p
        id={`${id}-corrected`}
        role="status"
        className={cn('mt-1.5 text-xs font-medium text-terracotta-800', !corrected && 'sr-only')}
      >
        {corrected}
      </p>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-600">
        <span>{GUESTS_HINT}</span>
        <span aria-hidden> · </span>
        <Link
          to={paths.concierge()}
          className="font-medium text-terracotta-700 underline underline-offset-2 hover:text-terracotta-800"
        >
          {LARGE_GROUP_PROMPT}
        </Link>
      </p>
    </div>
  )
}
