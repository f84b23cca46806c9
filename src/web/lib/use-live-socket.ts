// A WebSocket that pushes JSON frames to the page while it is open (Callie's thread, live with the
// concierge team). A lost connection comes back with back-off; `onOpen` runs on every
// (re)connection, so the caller can read again what was said while away.
import { useEffect, useRef } from 'react'

const BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000]

/** ws(s)://this host/path?query */
export function liveSocketUrl(path: string, query: Record<string, string | null | undefined> = {}): string {
  const { protocol, host } = window.location
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v) q.set(k, v)
  const s = q.toString()
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${path}${s ? `?${s}` : ''}`
}

/** Open while `url` is set; closed codes 1000 (on purpose) and 4xxx (not allowed, not found) are final. */
export function useLiveSocket<Frame>(
  url: string | null,
  handlers: { onOpen?: () => void; onFrame: (f: Frame) => void },
) {
  const latest = useRef(handlers)
  useEffect(() => {
    latest.current = handlers
  })
  useEffect(() => {
    if (!url || typeof WebSocket === 'undefined') return
    let socket: WebSocket | null = null
    let attempt = 0
    let stopped = false
    let retry: ReturnType<typeof setTimeout> | undefined
    const connect = () => {
      socket = new WebSocket(url)
      socket.onopen = () => {
        attempt = 0
        latest.current.onOpen?.()
      }
      socket.onmessage = (e: MessageEvent) => {
        let frame: Frame
        try {
          frame = JSON.parse(String(e.data)) as Frame
        } catch {
          return
        }
        latest.current.onFrame(frame)
      }
      socket.onclose = (e: CloseEvent) => {
        socket = null
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
  }, [url])
}
