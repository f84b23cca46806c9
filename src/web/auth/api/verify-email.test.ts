import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { userQueryKey } from '~/web/lib/get-user'
import { afterEmailVerified } from './verify-email'

/** A user query whose answers the test hands out one by one, each when it says. */
function userServer() {
  const pending: ((verified: boolean) => void)[] = []
  let asked = 0
  const queryFn = () => {
    asked += 1
    return new Promise<{ emailVerified: boolean }>((resolve) => pending.push((v) => resolve({ emailVerified: v })))
  }
  return { queryFn, answer: (i: number, verified: boolean) => pending[i](verified), asked: () => asked }
}

describe('afterEmailVerified', () => {
  it('asks for the user again when the first ask, answered before the confirmation, is still on its way', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const server = userServer()
    const user = new QueryObserver(client, { queryKey: userQueryKey, queryFn: server.queryFn })
    const seen: (boolean | undefined)[] = []
    const stop = user.subscribe((r) => seen.push(r.data?.emailVerified))
    expect(server.asked()).toBe(1)

    const done = afterEmailVerified(client)
    // The first ask's answer, read before the address was confirmed, arrives late.
    server.answer(0, false)
    await new Promise((r) => setTimeout(r, 0))
    expect(server.asked()).toBe(2)
    server.answer(1, true)
    await done
    expect(client.getQueryData<{ emailVerified: boolean }>(userQueryKey)?.emailVerified).toBe(true)
    expect(seen.filter((v) => v !== undefined)).toEqual([true])
    stop()
  })

  it('asks again when the user was already loaded', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const server = userServer()
    const user = new QueryObserver(client, { queryKey: userQueryKey, queryFn: server.queryFn })
    const stop = user.subscribe(() => {})
    server.answer(0, false)
    await new Promise((r) => setTimeout(r, 0))
    const done = afterEmailVerified(client)
    await new Promise((r) => setTimeout(r, 0))
    server.answer(1, true)
    await done
    expect(client.getQueryData<{ emailVerified: boolean }>(userQueryKey)?.emailVerified).toBe(true)
    stop()
  })
})
