// The team chat's live channel (WebSocket /api/dashboard/events/:id/chat). The token goes in the
// first frame, never in the URL (URLs end up in logs). Lost connections come back with back-off;
// every (re)connection re-reads the history, so nothing sent while offline is missed.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import {
  CHAT_CLOSE,
  type ChatClientFrame,
  type ChatMessage,
  type ChatServerFrame,
  type EventPart,
} from '~/domain/events/chat'
import { useSessionToken } from '~/web/lib/session-store'
import { mergeMessage } from '../api/get-messages'
import { eventApiPaths, eventKeys } from '../event-paths'

export type ChatConnection = 'connecting' | 'live' | 'reconnecting' | 'closed'

const PING_MS = 25_000
const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000]

const socketUrl = (eventId: number) => {
  const { protocol, host } = window.location
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${eventApiPaths.chatSocket(eventId)}`
}

/** The queries showing each part of an event (the event's own query holds its team and counts). */
function changedQueries(eventId: number, part: EventPart) {
  const event = eventKeys.event(eventId)
  if (part === 'guests') return [eventKeys.guests(eventId), event]
  if (part === 'tasks') return [eventKeys.tasks(eventId), event]
  if (part === 'team') return [event]
  return [event, eventKeys.events]
}

export function useChatSocket(eventId: number, onMessage?: (message: ChatMessage) => void): ChatConnection {
  const token = useSessionToken()
  const queryClient = useQueryClient()
  const [state, setState] = useState<ChatConnection>('connecting')
  const onMessageRef = useRef(onMessage)
  useEffect(() => {
    onMessageRef.current = onMessage
  })

  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return
    let socket: WebSocket | null = null
    let attempt = 0
    let stopped = false
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    let pingTimer: ReturnType<typeof setInterval> | undefined

    const sendFrame = (frame: ChatClientFrame) => socket?.send(JSON.stringify(frame))
    const connect = () => {
      socket = new WebSocket(socketUrl(eventId))
      socket.onopen = () => sendFrame({ type: 'auth', token })
      socket.onmessage = (e: MessageEvent) => {
        let frame: ChatServerFrame
        try {
          frame = JSON.parse(String(e.data)) as ChatServerFrame
        } catch {
          return
        }
        if (frame.type === 'ready') {
          attempt = 0
          setState('live')
          clearInterval(pingTimer)
          pingTimer = setInterval(() => socket?.readyState === WebSocket.OPEN && sendFrame({ type: 'ping' }), PING_MS)
          // Whatever was said while we were away.
          void queryClient.invalidateQueries({ queryKey: eventKeys.messages(eventId) })
        } else if (frame.type === 'message') {
          mergeMessage(queryClient, eventId, frame.message)
          onMessageRef.current?.(frame.message)
        } else if (frame.type === 'changed') {
          // Another member cancelled the event, a guest answered, a task moved: refetch that part.
          for (const queryKey of changedQueries(eventId, frame.part))
            void queryClient.invalidateQueries({ queryKey, exact: true })
        }
      }
      socket.onclose = (e: CloseEvent) => {
        clearInterval(pingTimer)
        socket = null
        if (stopped) return
        if (e.code === CHAT_CLOSE.unauthorized || e.code === CHAT_CLOSE.notFound || e.code === CHAT_CLOSE.removed) {
          // No longer a member (or signed out): the event page finds out and shows 'Event not found'.
          setState('closed')
          void queryClient.invalidateQueries({ queryKey: eventKeys.event(eventId), exact: true })
          return
        }
        setState('reconnecting')
        const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]
        attempt += 1
        retryTimer = setTimeout(connect, delay + Math.random() * 500)
      }
    }

    setState('connecting')
    connect()
    return () => {
      stopped = true
      clearTimeout(retryTimer)
      clearInterval(pingTimer)
      socket?.close(1000)
    }
  }, [eventId, token, queryClient])

  return state
}
