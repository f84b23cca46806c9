// Team chat: sender and time, own messages on the right, Enter sends, Shift+Enter makes
// a new line, blank messages cannot be sent. Live over a WebSocket; sent with a POST.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as sendHorizontalIcon from 'lucide-react/icons/send-horizontal'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { MESSAGE_MAX, type ChatMessage } from '~/domain/events/chat'
import { Button } from '~/web/components/ui/button'
import { Card } from '~/web/components/ui/card'
import { Skeleton } from '~/web/components/ui/skeleton'
import { cn } from '~/web/lib/cn'
import { toast } from '~/web/lib/use-toast'
import { textareaClass } from '~/web/components/form/control-classes'
import { useMessages } from '../api/get-messages'
import { useSendMessage } from '../api/send-message'
import { formatMessageTime } from '../lib/event-links'
import type { ChatConnection } from '../lib/use-chat-socket'

const SendHorizontal = lucideIcon(sendHorizontalIcon)

const CONNECTION_LABEL: Record<ChatConnection, string> = {
  connecting: 'Connecting...',
  live: 'Live',
  reconnecting: 'Reconnecting...',
  closed: 'Offline',
}

/**
 * `connection` and `lastMessage` come from the page's live channel (useChatSocket in
 * EventDetailView), which stays open on every tab so the whole page follows other members.
 */
export function TeamChat({
  eventId,
  myId,
  connection,
  lastMessage,
}: {
  eventId: number
  myId: number
  connection: ChatConnection
  lastMessage: ChatMessage | null
}) {
  const messages = useMessages(eventId)
  const send = useSendMessage(eventId)
  const [announcement, setAnnouncement] = useState('')
  // Announce messages that arrive while the chat is on screen, not the one before it opened.
  const announced = useRef(lastMessage)
  useEffect(() => {
    if (!lastMessage || lastMessage === announced.current) return
    announced.current = lastMessage
    if (lastMessage.senderId !== myId)
      setAnnouncement(`New message from ${lastMessage.senderName}: ${lastMessage.content}`)
  }, [lastMessage, myId])
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const ids = useId()
  const count = messages.data?.length ?? 0

  // Newest at the bottom, in view.
  useEffect(() => {
    const el = listRef.current
    if (el) el.scrollTop = el.scrollHeight
  }, [count])

  const submit = () => {
    const content = draft.trim()
    if (!content || send.isPending) return
    setError(null)
    send.mutate(
      { content },
      {
        onSuccess: () => {
          setDraft('')
          toast({ title: 'Message Sent', duration: 2000 })
        },
        onError: () => setError('Your message could not be sent. Please try again.'),
      },
    )
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault()
      submit()
    }
  }

  return (
    <Card className="grid content-start gap-4 p-5 sm:p-6">
      <section aria-labelledby={`${ids}-title`} className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${ids}-title`} className="font-display text-2xl font-semibold text-ink-900">
            Team Chat
          </h2>
          <span
            className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-700"
            data-testid="chat-connection"
          >
            <span
              aria-hidden
              className={cn('size-2 rounded-full', connection === 'live' ? 'bg-sage-600' : 'bg-gold-500')}
            />
            {CONNECTION_LABEL[connection]}
          </span>
        </div>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        <div
          ref={listRef}
          className="max-h-[26rem] min-h-48 overflow-y-auto rounded-xl border border-ivory-300 bg-ivory-50 p-3"
          tabIndex={0}
          aria-label="Messages"
        >
          {messages.isPending ? (
            <div className="grid gap-2" aria-busy="true">
              <Skeleton className="h-12 w-2/3" />
              <Skeleton className="ml-auto h-12 w-1/2" />
            </div>
          ) : messages.isError ? (
            <p role="alert" className="text-ink-800">
              We couldn't load the messages. Please reload the page.
            </p>
          ) : count === 0 ? (
            <p className="py-10 text-center text-ink-600">No messages yet.</p>
          ) : (
            <ol className="grid gap-3" aria-label="Chat messages">
              {messages.data.map((m) => (
                <MessageBubble key={m.id} message={m} mine={m.senderId === myId} />
              ))}
            </ol>
          )}
        </div>
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            submit()
          }}
        >
          <label htmlFor={`${ids}-input`} className="sr-only">
            Message
          </label>
          <div className="flex items-end gap-2">
            <textarea
              id={`${ids}-input`}
              rows={2}
              maxLength={MESSAGE_MAX}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              placeholder="Write a message..."
              aria-describedby={`${ids}-hint ${ids}-error`}
              aria-invalid={Boolean(error)}
              className={cn(textareaClass, 'min-h-11 resize-y')}
            />
            <Button type="submit" size="icon" disabled={!draft.trim() || send.isPending} aria-label="Send message">
              <SendHorizontal aria-hidden />
            </Button>
          </div>
          <p id={`${ids}-hint`} className="text-xs text-ink-600">
            Enter to send, Shift+Enter for a new line.
          </p>
          <p
            id={`${ids}-error`}
            role="alert"
            className={cn('text-sm font-medium text-destructive', !error && 'sr-only')}
          >
            {error}
          </p>
        </form>
      </section>
    </Card>
  )
}

function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-testid="chat-message" data-mine={mine}>
      <div
        className={cn(
          'grid max-w-[85%] gap-1 rounded-2xl px-3.5 py-2.5 text-sm shadow-xs',
          mine
            ? 'rounded-br-md bg-terracotta-600 text-white'
            : 'rounded-bl-md border border-ivory-300 bg-white text-ink-900',
        )}
      >
        <div className={cn('flex items-baseline gap-2 text-xs', mine ? 'text-white' : 'text-ink-600')}>
          <span className="font-semibold">{mine ? 'You' : message.senderName}</span>
          <time dateTime={message.timestamp}>{formatMessageTime(message.timestamp)}</time>
        </div>
        <p className="break-words whitespace-pre-wrap">{message.content}</p>
      </div>
    </li>
  )
}
