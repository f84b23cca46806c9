// While a person from the concierge team is on the thread: GET …/live as a WebSocket, which pushes
// her messages and the thread's status. Auth as the REST calls: the visitor cookie, the session
// (?token=) or the emailed key (?key=). A lost connection comes back with back-off, and every
// (re)connection reads the thread again so nothing said while away is missed.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ConversationStatus, Message } from '~/domain/concierge/conversation-api'
import { useSessionToken } from '~/web/lib/session-store'
import { mergeMessages, updateConversation } from '../api/conversations'
import { conciergeApiPaths, conciergeKeys } from './concierge-api-paths'

type LiveFrame = { type: 'message'; message: Message } | { type: 'status'; status: ConversationStatus }

const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000]

function liveUrl(id: string, token: string | null, key: string | null) {
  const { protocol, host } = window.location
  const q = new URLSearchParams()
  if (token) q.set('token', token)
  if (key) q.set('key', key)
  const query = q.toString()
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${conciergeApiPaths.live(id)}${query ? `?${query}` : ''}`
}

export function useConversationLive(id: string, key: string | null, enabled: boolean) {
  const token = useSessionToken()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!enabled || typeof WebSocket === 'undefined') return
    let socket: WebSocket | null = null
    let attempt = 0
    let stopped = false
    let retry: ReturnType<typeof setTimeout> | undefined
    const queryKey = conciergeKeys.conversation(token, id)
    const connect = () => {
      socket = new WebSocket(liveUrl(id, token, key))
      socket.onopen = () => {
        attempt = 0
        void queryClient.invalidateQueries({ queryKey, exact: true })
      }
      socket.onmessage = (e: MessageEvent) => {
        let frame: LiveFrame
        try {
          frame = JSON.parse(String(e.data)) as LiveFrame
        } catch {
          return
        }
        if (frame.type === 'message')
          updateConversation(queryClient, token, id, (v) => mergeMessages(v, [frame.message]))
        else if (frame.type === 'status') {
          updateConversation(queryClient, token, id, (v) => ({ ...v, status: frame.status }))
          void queryClient.invalidateQueries({ queryKey, exact: true })
        }
      }
      socket.onclose = (e: CloseEvent) => {
        socket = null
        // 1000: closed on purpose; 4xxx: not allowed or not found (the page's query will say so).
        if (stopped || e.code === 1000 || e.code >= 4000) return
        retry = setTimeout(connect, BACKOFF_MS[Math.min(attempt++, BACKOFF_MS.length - 1)])
      }
    }
    connect()
    return () => {
      stopped = true
      clearTimeout(retry)
      socket?.close(1000)
    }
  }, [id, key, token, enabled, queryClient])
}
