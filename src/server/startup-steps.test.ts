import { afterEach, describe, expect, it, vi } from 'vitest'
import { startupStep } from './startup-steps'

afterEach(() => vi.useRealTimers())

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('start-up steps', () => {
  it('says what it is doing once a step has taken a second, once', async () => {
    vi.useFakeTimers()
    const lines: string[] = []
    const gate = deferred()
    const step = startupStep('Seeding 162 venues', () => gate.promise, { print: (l) => lines.push(l) })
    await vi.advanceTimersByTimeAsync(999)
    expect(lines).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(lines).toEqual(['Seeding 162 venues…'])
    gate.resolve()
    await step
    await vi.advanceTimersByTimeAsync(5_000)
    expect(lines).toEqual(['Seeding 162 venues…'])
  })

  it('says nothing about a quick step, and passes on its result and its error', async () => {
    const lines: string[] = []
    const print = (l: string) => lines.push(l)
    expect(await startupStep('Migrating the database', async () => 42, { print })).toBe(42)
    await expect(
      startupStep('Migrating the database', () => Promise.reject(new Error('no')), { print }),
    ).rejects.toThrow('no')
    expect(lines).toEqual([])
  })

  it('still says it when the step held the event loop past the second', async () => {
    const lines: string[] = []
    await startupStep(
      'Building the place index for place suggestions',
      async () => {
        const until = performance.now() + 30
        while (performance.now() < until) {
          // a step that never yields
        }
      },
      { print: (l) => lines.push(l), noticeMs: 20 },
    )
    expect(lines).toEqual(['Building the place index for place suggestions…'])
  })
})
