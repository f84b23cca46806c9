// Who may read a conversation: the signed-in planner who owns it, the browser that started it as a
// visitor (its `callie_visitor` cookie), or anyone holding the key of the link we emailed her.
// Cookie and key are 256 random bits as session tokens are; only their SHA-256 is stored, so a
// stolen table opens nothing and a value cannot be forged. Anyone else gets the 404 an unknown id gets.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { CONVERSATION_MESSAGES } from '~/domain/concierge/conversation-api'
import type { Config } from '../config'
import { notFound } from '../lib/errors'
import { hashToken, isWellFormedToken, newToken } from '../lib/tokens'
import type { ConversationRow, Owner } from './conversation-store'

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

export function ownerOf(req: FastifyRequest): Owner {
  const token = visitorToken(req)
  return { userId: req.user?.id ?? null, visitorHash: token ? hashToken(token) : null }
}

export type Access = Owner & { keyHash: string | null }

export function accessOf(req: FastifyRequest, key: string | undefined): Access {
  return { ...ownerOf(req), keyHash: key && isWellFormedToken(key) ? hashToken(key) : null }
}

export function mayRead(row: ConversationRow, a: Access): boolean {
  if (row.userId !== null && row.userId === a.userId) return true
  if (row.userId === null && row.visitorHash !== null && row.visitorHash === a.visitorHash) return true
  return row.accessKeyHash !== null && row.accessKeyHash === a.keyHash
}

/** The row when this caller may read it; the 404 of an unknown id otherwise. */
export function readable(row: ConversationRow | null, a: Access): ConversationRow {
  if (!row || !mayRead(row, a)) throw notFound(CONVERSATION_MESSAGES.notFound)
  return row
}
