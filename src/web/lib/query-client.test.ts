import { MutationObserver, QueryObserver, type QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api'
import { createQueryClient, resetCacheOnSessionChange } from './query-client'
import { acknowledgeSessionEnd, clearSession, getSessionToken, saveSession, SESSION_KEY } from './session-store'

const unauthenticated = JSON.stringify({ code: 'unauthenticated', message: 'Please log in to continue.' })
const rejected = () => new ApiError(401, 'Unauthorized', unauthenticated, { withSession: true })

describe('createQueryClient: a 401 to a call made with the session', () => {
  it('ends the session once, from a query', async () => {
    const onSessionRejected = vi.fn()
    const client = createQueryClient({ onSessionRejected })
    await expect(client.fetchQuery({ queryKey: ['me'], queryFn: () => Promise.reject(rejected()) })).rejects.toThrow()
    expect(onSessionRejected).toHaveBeenCalledTimes(1)
  })

  it('ends the session once, from a mutation', async () => {
    const onSessionRejected = vi.fn()
    const client = createQueryClient({ onSessionRejected })
    const mutation = new MutationObserver(client, { mutationFn: () => Promise.reject(rejected()) })
    await expect(mutation.mutate()).rejects.toThrow()
    expect(onSessionRejected).toHaveBeenCalledTimes(1)
  })

  it('leaves it alone for a 401 without a session (a wrong password) and for other failures', async () => {
    const onSessionRejected = vi.fn()
    const client = createQueryClient({ onSessionRejected })
    const failures = [
      new ApiError(401, 'Unauthorized', unauthenticated),
      new ApiError(404, 'Not Found', JSON.stringify({ code: 'not_found', message: 'Event not found' }), {
        withSession: true,
      }),
      new TypeError('Failed to fetch'),
    ]
    for (const [i, failure] of failures.entries()) {
      await expect(client.fetchQuery({ queryKey: ['q', i], queryFn: () => Promise.reject(failure) })).rejects.toThrow()
    }
    expect(onSessionRejected).not.toHaveBeenCalled()
  })
})

describe('resetCacheOnSessionChange: keys name the data, so a new session empties the cache', () => {
  // The browser's storages and window, as session-store.ts uses them (this project runs in Node).
  function stubBrowser() {
    const storage = () => {
      const items = new Map<string, string>()
      return {
        getItem: (k: string) => items.get(k) ?? null,
        setItem: (k: string, v: string) => void items.set(k, v),
        removeItem: (k: string) => void items.delete(k),
      }
    }
    const window = Object.assign(new EventTarget(), { localStorage: storage(), sessionStorage: storage() })
    vi.stubGlobal('window', window)
    return window
  }

  let stop = () => {}
  afterEach(() => {
    stop()
    clearSession('logout')
    acknowledgeSessionEnd()
    vi.unstubAllGlobals()
  })

  const whoAsks = (client: QueryClient) => {
    const observer = new QueryObserver(client, { queryKey: ['me'], queryFn: async () => getSessionToken() })
    const unsubscribe = observer.subscribe(() => {})
    const answer = () => observer.getCurrentResult().data
    return { answer, unsubscribe }
  }

  it('drops every answer of the session at log-out', async () => {
    stubBrowser()
    saveSession({ token: 'ann' }, true)
    const client = createQueryClient()
    stop = resetCacheOnSessionChange(client)
    client.setQueryData(['auth', 'user'], { name: 'Ann' })
    clearSession('logout')
    expect(client.getQueryData(['auth', 'user'])).toBeUndefined()
    expect(client.getQueryCache().getAll()).toEqual([])
  })

  it('asks again, with the new token, what is on screen when another account signs in in another tab', async () => {
    const window = stubBrowser()
    saveSession({ token: 'ann' }, true)
    const client = createQueryClient()
    stop = resetCacheOnSessionChange(client)
    const { answer, unsubscribe } = whoAsks(client)
    await vi.waitFor(() => expect(answer()).toBe('ann'))

    window.localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'bob' }))
    window.dispatchEvent(Object.assign(new Event('storage'), { key: SESSION_KEY }))
    expect(client.getQueryData(['me'])).toBeUndefined()
    await vi.waitFor(() => expect(answer()).toBe('bob'))
    unsubscribe()
  })

  it('keeps the cache when the session stays the same', () => {
    stubBrowser()
    saveSession({ token: 'ann' }, true)
    const client = createQueryClient()
    stop = resetCacheOnSessionChange(client)
    client.setQueryData(['auth', 'user'], { name: 'Ann' })
    saveSession({ token: 'ann' }, false)
    expect(client.getQueryData(['auth', 'user'])).toEqual({ name: 'Ann' })
  })
})
