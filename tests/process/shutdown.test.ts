// SIGTERM ends the process within a bounded time whatever its clients do: an idle keep-alive
// connection, and a client that stalls mid-request and half-closes its side (a socket the server
// would otherwise keep in CLOSE-WAIT until the request timeout, here ten minutes).
import fs from 'node:fs'
import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { seededDataDir, startServer } from './server-process'

const dataDir = seededDataDir('bountiful-shutdown-')
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const GRACE_MS = 3_000

function connect(url: string): Promise<net.Socket> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port), allowHalfOpen: true }, () => resolve(socket))
    socket.on('error', reject)
  })
}

describe('graceful shutdown', () => {
  it('closes connections still open after the grace period and exits, saying so', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      // Long enough that only the shutdown can end the stalled request below.
      REQUEST_TIMEOUT_MS: '600000',
    })
    // A keep-alive connection that has been answered and sits idle.
    const idle = await connect(server.url)
    idle.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`)
    await new Promise((resolve) => idle.once('data', resolve))
    // A request whose body stops arriving, then the client's half of the socket closed.
    const stalled = await connect(server.url)
    stalled.write(
      `POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name":`,
    )
    // Ended by the server (our side stays open: the socket allows half-open).
    const stalledEnded = new Promise((resolve) => stalled.once('end', resolve))
    stalled.on('error', () => {})
    await new Promise((resolve) => setTimeout(resolve, 200))

    server.child.kill('SIGTERM')
    // The bound: the grace period for the connections, twice it for the whole shutdown, and a margin
    // for a loaded machine. Without the grace the stalled request holds the process for ten minutes.
    const bound = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 60_000))
    const outcome = await Promise.race([server.exited, bound])
    if (outcome === 'still running') server.child.kill('SIGKILL')
    if (outcome !== 0) console.log(server.output())
    expect(outcome).toBe(0)
    await stalledEnded
    stalled.destroy()
    idle.destroy()

    const logs = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; connections?: number })
    expect(logs.map((entry) => entry.msg)).toContain('shutting down')
    expect(logs).toContainEqual(
      expect.objectContaining({ msg: 'closing 1 connection still open after the grace period', connections: 1 }),
    )
  })
})
