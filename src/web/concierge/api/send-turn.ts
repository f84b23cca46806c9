// POST /api/concierge/conversations/:id/messages: the planner's message or a change to the brief,
// and Callie's answer. Asked as a stream of server-sent events (Callie's words as she writes
// them, then the whole turn); a server that answers JSON instead is read as JSON.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { PostMessageBody, TurnResponse } from '~/domain/concierge/conversation-api'
import { ApiError, apiResponse } from '~/web/lib/api'
import { conciergeApiPaths, conciergeKeys } from '../lib/concierge-api-paths'
import { readEventStream } from '../lib/read-event-stream'

type TurnOptions = {
  id: string
  key: string | null
  body: PostMessageBody
  signal: AbortSignal
  /** Each piece of Callie's reply as it is written. */
  onText: (delta: string) => void
}

export async function sendTurn({ id, key, body, signal, onText }: TurnOptions): Promise<TurnResponse> {
  const res = await apiResponse(conciergeApiPaths.messages(id, key), {
    method: 'POST',
    body,
    signal,
    headers: { Accept: 'text/event-stream, application/json' },
  })
  if (!res.body || !res.headers.get('content-type')?.includes('text/event-stream'))
    return (await res.json()) as TurnResponse
  for await (const { event, data } of readEventStream(res.body)) {
    if (event === 'text') onText((JSON.parse(data) as { delta: string }).delta)
    else if (event === 'done') return JSON.parse(data) as TurnResponse
    // The same error body a JSON answer would carry, raised as every failed call is.
    else if (event === 'error') throw new ApiError(500, 'Stream error', data)
  }
  throw new ApiError(502, 'The answer ended early', '')
}

/**
 * One turn at a time: what is being sent (shown at once as her message), Callie's words so far,
 * and `stop` (the answer is not awaited; the thread is read again, as the server may have kept it).
 */
export function useTurn(id: string, key: string | null) {
  const queryClient = useQueryClient()
  const [streamed, setStreamed] = useState('')
  const [stopped, setStopped] = useState(false)
  const controller = useRef<AbortController | null>(null)
  const mutation = useMutation({
    mutationFn: (body: PostMessageBody) => {
      controller.current = new AbortController()
      setStreamed('')
      setStopped(false)
      return sendTurn({ id, key, body, signal: controller.current.signal, onText: (d) => setStreamed((s) => s + d) })
    },
    onSuccess: (turn) => {
      queryClient.setQueryData(conciergeKeys.conversation(id), turn.conversation)
      void queryClient.invalidateQueries({ queryKey: conciergeKeys.list })
    },
    onError: () => queryClient.invalidateQueries({ queryKey: conciergeKeys.conversation(id) }),
    onSettled: () => setStreamed(''),
  })
  return {
    send: (body: PostMessageBody) => mutation.mutate(body),
    /** The body in flight, null when Callie is not answering. */
    pending: mutation.isPending ? mutation.variables : null,
    streamed,
    error: mutation.isError && !stopped ? mutation.error : null,
    stop: () => {
      setStopped(true)
      controller.current?.abort()
    },
  }
}
