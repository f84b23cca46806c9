// Graceful shutdown that always ends. Fastify's close stops accepting connections, closes the idle
// keep-alive ones and waits for the rest; a client that stalls mid-request, or half-closes its side
// and never reads the answer (a socket left in CLOSE-WAIT), would hold it for ever. After the grace
// period every connection still open is closed; if the rest of the shutdown still has not finished
// by twice the grace, the process exits anyway, logging what it was waiting for.
import type { FastifyInstance } from 'fastify'

type Step = [name: string, stop: () => Promise<unknown>]

/** Resolves with the exit code: 0 when everything stopped, 1 when the deadline forced it. */
export async function closeGracefully({
  app,
  graceMs,
  after,
}: {
  app: FastifyInstance
  graceMs: number
  /** Stopped in order once the HTTP server has closed (background workers, then the database). */
  after: Step[]
}): Promise<0 | 1> {
  let waitingFor = 'the HTTP server to close its connections'
  const closeConnections = setTimeout(() => {
    app.server.getConnections((_err, open) => {
      app.log.warn(
        { connections: open, graceMs },
        `closing ${open} connection${open === 1 ? '' : 's'} still open after the grace period`,
      )
      app.server.closeAllConnections()
    })
  }, graceMs)
  let forced: NodeJS.Timeout | undefined
  const deadline = new Promise<1>((resolve) => {
    forced = setTimeout(() => {
      app.log.error(
        { waitingFor, resources: process.getActiveResourcesInfo(), graceMs },
        `shutdown did not finish in time (waiting for ${waitingFor}); exiting`,
      )
      resolve(1)
    }, 2 * graceMs)
  })
  const orderly = (async () => {
    try {
      await app.close()
    } catch (err) {
      app.log.error({ err }, 'the HTTP server did not close cleanly')
    }
    clearTimeout(closeConnections)
    for (const [name, stop] of after) {
      waitingFor = name
      await stop().catch((err: unknown) => app.log.error({ err }, `${name} did not stop cleanly`))
    }
    return 0 as const
  })()
  const code = await Promise.race([orderly, deadline])
  clearTimeout(closeConnections)
  clearTimeout(forced)
  return code
}
