// A local SMTP server for tests that check what a recipient really receives (API tests) or what
// arrives while the app is killed mid-delivery (process tests).
import type net from 'node:net'
import { SMTPServer } from 'smtp-server'

export type CaughtMail = { to: string[]; raw: string; text: string; messageId: string }

/** The message as a reader sees it: quoted-printable soft breaks and escapes undone. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/**
 * Keeps every message it acknowledges. `state.delayMs` holds each acknowledgement back, so a test
 * can kill the sender while messages are on the wire. A client that vanishes (a killed process)
 * resets its socket: that is expected here, so connection errors are swallowed instead of
 * surfacing as an uncaught 'error' event.
 */
export async function startSmtpCatcher() {
  const received: CaughtMail[] = []
  const state = { delayMs: 0 }
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, cb) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const messageId = /^Message-ID: (.*)$/im.exec(raw)?.[1].trim() ?? '(none)'
        const accept = () => {
          // Delivered means acknowledged (250) while the client was still there to hear it.
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            text: decodeQuotedPrintable(raw),
            messageId,
          })
          cb()
        }
        if (state.delayMs > 0) setTimeout(accept, state.delayMs)
        else accept()
      })
    },
  })
  server.on('error', () => {})
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = (server as unknown as { server: net.Server }).server.address() as net.AddressInfo
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
