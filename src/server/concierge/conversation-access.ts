// Who may read a conversation: the signed-in planner who owns it, the browser that started it as a
// visitor (its `callie_visitor` cookie), or anyone holding the key of a link we emailed her
// (conversation-keys.ts). Cookie and key are 256 random bits as session tokens are; only their
// SHA-256 is stored, so a stolen table opens nothing and a value cannot be forged. Anyone else
// gets the 404 an unknown id gets.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { CONVERSATION_MESSAGES } from '~/domain/concierge/conversation-api'
import type { Config } from '../config'
import type { Db, Tx } from '../db/client'
import { notFound } from '../lib/errors'
import { hashToken, isWellFormedToken, newToken } from '../lib/tokens'
import { keyOpens } from './conversation-keys'
import { findConversation, type ConversationRow, type Owner } from './conversation-store'

export const VISITOR_COOKIE = 'callie_visitor'

/** The visitor cookie's value in this request, when it holds a well-formed token. */
export function visitorToken(req: FastifyRequest): string | null {
  const header = req.headers.cookie
  if (!header) return null
  for (const pair of header.split(';')) {
    const [name, ...rest] = pair.trim().split('=')
    if (name === VISITOR_COOKIE) {
      const value = rest.join('=')
      return isWellFormedToken(value) ? value : null
    }
  }
  return null
}

/** The visitor's hash, setting a new cookie first when she has none. */
export function ensureVisitor(req: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = visitorToken(req)
  if (existing) return hashToken(existing)
  const token = newToken()
  const secure = config.PUBLIC_URL.startsWith('https:') ? '; Secure' : ''
  const maxAge = config.CALLIE_RETENTION_DAYS * 86_400
  reply.header(
    'set-cookie',
    `${VISITOR_COOKIE}=${token}; Path=/api; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`,
  )
  return hashToken(token)
}

export function ownerOf(req: FastifyRequest, userId: number | null = req.user?.id ?? null): Owner {
  const token = visitorToken(req)
  return { userId, visitorHash: token ? hashToken(token) : null }
}

export type Access = Owner & { keyHash: string | null }

/** `userId`: the live socket's session, which comes as `?token=` rather than a header. */
export function accessOf(req: FastifyRequest, key: string | undefined, userId?: number | null): Access {
  return { ...ownerOf(req, userId), keyHash: key && isWellFormedToken(key) ? hashToken(key) : null }
}

/** Hers: her account's, or (never signed in to) this browser's. */
export function owns(row: ConversationRow, a: Owner): boolean {
  if (row.userId !== null) return row.userId === a.userId
  return row.visitorHash !== null && row.visitorHash === a.visitorHash
}

export async function mayRead(db: Db | Tx, row: ConversationRow, a: Access): Promise<boolean> {
  return owns(row, a) || (a.keyHash !== null && (await keyOpens(db, row.id, a.keyHash)))
}

/** The conversation when this caller may read it; the 404 of an unknown id otherwise. */
export async function findReadable(db: Db | Tx, id: string, a: Access): Promise<ConversationRow> {
  const row = await findConversation(db, id)
  if (!row || !(await mayRead(db, row, a))) throw notFound(CONVERSATION_MESSAGES.notFound)
  return row
}
