// A pass now and every `intervalMs`, never two at once in this process (housekeeping, payment
// reminders). Passes must be safe on several instances at once; stop() waits for one in progress.

export type PeriodicTask<R> = { runOnce(): Promise<R>; stop(): Promise<void> }

export function startPeriodic<R>({
  pass,
  intervalMs,
  onResult,
  onError,
}: {
  pass: () => Promise<R>
  intervalMs: number
  onResult: (result: R) => void
  onError: (err: unknown) => void
}): PeriodicTask<R> {
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let chain: Promise<unknown> = Promise.resolve()

  function runOnce(): Promise<R> {
    const run = chain.then(pass)
    chain = run.catch(() => undefined)
    return run
  }

  function tick() {
    runOnce()
      .then(onResult)
      .catch(onError)
      .finally(() => {
        if (stopped) return
        timer = setTimeout(tick, intervalMs)
        timer.unref()
      })
  }
  timer = setTimeout(tick, 0)
  timer.unref()

  return {
    runOnce,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await chain
    },
  }
}
