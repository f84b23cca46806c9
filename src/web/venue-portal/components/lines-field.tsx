// A list of short labels typed one per line (amenities, what a package includes). The text is kept
// as typed while editing; the form's value is its non-empty lines.
import { useState } from 'react'
import { textareaClass } from '~/web/components/form/control-classes'
import type { FieldControlProps } from '~/web/components/form/form-field'

type Props = FieldControlProps & { value: string[]; onChange: (lines: string[]) => void; onBlur: () => void }

export function LinesTextarea({ value, onChange, onBlur, ...control }: Props) {
  const [text, setText] = useState(() => value.join('\n'))
  return (
    <textarea
      {...control}
      rows={4}
      className={textareaClass}
      value={text}
      onBlur={onBlur}
      onChange={(e) => {
        setText(e.target.value)
        onChange(
          e.target.value
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
        )
      }}
    />
  )
}
