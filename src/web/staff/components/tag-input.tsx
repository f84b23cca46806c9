// A list of free labels (amenities, suggested add-ons): type and press Enter or 'Add'; each tag
// has its own remove button.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as xIcon from 'lucide-react/icons/x'
import { useState, type KeyboardEvent } from 'react'
import { Button } from '~/web/components/ui/button'
import { Input } from '~/web/components/ui/input'
import type { FieldControlProps } from '~/web/components/form/form-field'

const X = lucideIcon(xIcon)

type Props = FieldControlProps & { value: string[]; onChange: (value: string[]) => void; addLabel: string }

export function TagInput({ value, onChange, addLabel, ...control }: Props) {
  const [draft, setDraft] = useState('')
  const add = () => {
    const tag = draft.trim()
    if (tag && !value.includes(tag)) onChange([...value, tag])
    setDraft('')
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      add()
    }
  }
  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          {...control}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
        />
        <Button variant="outline" onClick={add} disabled={!draft.trim()}>
          {addLabel}
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-ivory-200 py-0.5 pr-1 pl-3 text-sm text-ink-800"
            >
              {tag}
              <button
                type="button"
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-ivory-300 focus-visible:outline-2 focus-visible:outline-terracotta-600"
                aria-label={`Remove ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
