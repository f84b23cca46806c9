// Playwright global setup: an SMTP server that catches what the app sends (the outbox worker
// delivers to SMTP_URL=smtp://127.0.0.1:{E2E_SMTP_PORT}), so journeys can read emails such as
// the newsletter confirmation link. Each message is appended to a file as one line of JSON, which
// the tests read from where they last stopped: a reader never sees a file half rewritten (the old
// whole-file rewrite let a poll read it empty), and a poll parses only what arrived since the last.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

/** 2525 beside the default app port 3100; runs on another E2E_PORT get their own SMTP port. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525 + (Number(process.env.E2E_PORT ?? 3100) - 3100))
export const MAIL_FILE = process.env.E2E_MAIL_FILE ?? path.join(os.tmpdir(), `bountiful-e2e-mail-${E2E_SMTP_PORT}.json`)

export type CaughtMail = { to: string[]; subject: string; text: string; raw: string; at: string }

/** What this process has read of MAIL_FILE: the messages of its complete lines, and where they end. */
let read: { inode: number; offset: number; mails: CaughtMail[] } = { inode: -1, offset: 0, mails: [] }

/** Every message caught so far in this run, oldest first. */
export function readCaughtMail(): CaughtMail[] {
  let fd: number
  try {
    fd = fs.openSync(MAIL_FILE, 'r')
  } catch {
    return []
  }
  try {
    const { ino, size } = fs.fstatSync(fd)
    // A new run's file (created again, or emptied by the global setup): read it from the start.
    if (ino !== read.inode || size < read.offset) read = { inode: ino, offset: 0, mails: [] }
    if (size > read.offset) {
      const chunk = Buffer.alloc(size - read.offset)
      const got = fs.readSync(fd, chunk, 0, chunk.length, read.offset)
      // Only complete lines: a message being appended right now is read at the next call.
      const end = chunk.subarray(0, got).lastIndexOf(0x0a)
      if (end >= 0) {
        for (const line of chunk.subarray(0, end).toString('utf8').split('\n')) {
          if (line) read.mails.push(JSON.parse(line) as CaughtMail)
        }
        read.offset += end + 1
      }
    }
    return [...read.mails]
  } finally {
    fs.closeSync(fd)
  }
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = []
  const soft = s.replace(/=\r?\n/g, '')
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function splitHeaders(part: string): [Record<string, string>, string] {
  const at = part.search(/\r?\n\r?\n/)
  const head = at < 0 ? part : part.slice(0, at)
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':')
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
  }
  return [headers, body]
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase()
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body)
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

/** The text/plain part of a MIME message (enough MIME for what nodemailer sends). */
export function plainTextOf(raw: string): { subject: string; text: string } {
  const [headers, body] = splitHeaders(raw)
  const subject = headers.subject ?? ''
  const find = (h: Record<string, string>, b: string): string | undefined => {
    const type = h['content-type'] ?? 'text/plain'
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
    if (/^multipart\//i.test(type) && boundary) {
      for (const part of b.split(`--${boundary}`).slice(1)) {
        if (part.startsWith('--')) break
        const [ph, pb] = splitHeaders(part.replace(/^\r?\n/, ''))
        const found = find(ph, pb)
        if (found !== undefined) return found
      }
      return undefined
    }
    return /^text\/plain/i.test(type) ? decodeBody(h, b) : undefined
  }
  return { subject, text: find(headers, body) ?? '' }
}

export default async function globalSetup() {
  fs.writeFileSync(MAIL_FILE, '')
  process.env.E2E_MAIL_FILE = MAIL_FILE
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const { subject, text } = plainTextOf(raw)
        const mail: CaughtMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          subject,
          text,
          raw,
          at: new Date().toISOString(),
        }
        // One write of one line (JSON escapes the newlines inside), appended.
        fs.appendFileSync(MAIL_FILE, `${JSON.stringify(mail)}\n`)
        callback()
      })
    },
  })
  const listening = await new Promise<boolean>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' ? resolve(false) : reject(err)))
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve(true))
  })
  if (!listening) {
    // Another run holds the port: its catcher gets the mail, only journeys reading email will fail.
    console.warn(`[mail-catcher] port ${E2E_SMTP_PORT} is in use; set E2E_SMTP_PORT (or E2E_PORT) for parallel runs`)
    return async () => {}
  }
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
}
