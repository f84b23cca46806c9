import { MutationObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api'
import { createQueryClient } from './query-client'

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
