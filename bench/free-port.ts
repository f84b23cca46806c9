import net from 'node:net'

/**
 * A port nothing listens on now. A random one in a fixed range collided with another run's server on
 * a machine shared by several benches: the server failed to listen, and the run measured the other one.
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}
