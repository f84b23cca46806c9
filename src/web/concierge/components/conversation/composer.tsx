// Write to Callie: Enter sends, Shift+Enter is a new line. While she answers the box waits and
// "Stop" ends the wait; focus comes back here once she has answered.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as sendHorizontalIcon from 'lucide-react/icons/send-horizontal'
import * as squareIcon from 'lucide-react/icons/square'
import { useId, useState, type KeyboardEvent, type Ref } from 'react'
import { CALLIE_TEXT_MAX } from '~/domain/concierge/conversation-limits'
import { textareaClass } from '~/web/components/form/control-classes'
import { Button } from '~/web/components/ui/button'
import { cn } from '~/web/lib/cn'

const SendHorizontal = lucideIcon(sendHorizontalIcon)
const Square = lucideIcon(squareIcon)

type Props = {
  busy: boolean
  /** Why the last message was not sent, for the box. */
  error: string | null
  placeholder: string
  onSend: (text: string) => void
  /** Without it, nothing to stop: the send button waits. */
  onStop?: () => void
  ref?: Ref<HTMLTextAreaElement>
}

export function Composer({ busy, error, placeholder, onSend, onStop, ref }: Props) {
  const [draft, setDraft] = useState('')
  const ids = useId()
  const submit = () => {
    const text = draft.trim()
    if (!text || busy) return
    onSend(text)
    setDraft('')
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      submit()
    }
  }
  return (
    <form
      aria-label="Message Callie"
      className="grid gap-1.5"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <label htmlFor={`${ids}-input`} className="sr-only">
        Message Callie
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={ref}
          id={`${ids}-input`}
          rows={2}
          maxLength={CALLIE_TEXT_MAX}
          value={draft}
          disabled={busy}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-describedby={`${ids}-hint ${ids}-error`}
          aria-invalid={Boolean(error)}
          className={cn(textareaClass, 'min-h-11 resize-y')}
        />
        {busy && onStop ? (
          <Button type="button" variant="outline" onClick={onStop}>
            <Square aria-hidden /> Stop
          </Button>
        ) : (
          <Button type="submit" size="icon" disabled={busy || !draft.trim()} aria-label="Send message">
            <SendHorizontal aria-hidden />
          </Button>
        )}
      </div>
      <p id={`${ids}-hint`} className="text-xs text-ink-600">
        Enter to send, Shift+Enter for a new line.
      </p>
      <p id={`${ids}-error`} role="alert" className={cn('text-sm font-medium text-destructive', !error && 'sr-only')}>
        {error}
      </p>
    </form>
  )
}
