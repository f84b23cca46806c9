// Callie's conversations, their access keys and messages, and the model's daily spend (src/server/concierge).
import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { CallieBrief } from '../../../domain/concierge/callie-brief'
import {
  CONVERSATION_STATUSES,
  type ConversationContext,
  ENGINE_NAMES,
  MESSAGE_AUTHORS,
  type Part,
} from '../../../domain/concierge/conversation-api'
import type { Grounding } from '../../../domain/concierge/grounding'
import { users } from './auth'
import { createdAt } from './columns'
import { requests } from './requests'

/**
 * A conversation with Callie (the concierge). Its owner is a signed-in user or a visitor (the
 * SHA-256 of her `callie_visitor` cookie), moved to her account at sign-in; an emailed link's key
 * (its SHA-256 here) opens it from any browser. `grounding` keeps the venue ids and prices the
 * tools returned, across turns: a reply may show only those.
 */
export const callieConversations = pgTable(
  'callie_conversations',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash'),
    status: text('status', { enum: CONVERSATION_STATUSES }).notNull().default('callie'),
    brief: jsonb('brief').notNull().$type<CallieBrief>(),
    context: jsonb('context').$type<ConversationContext>(),
    grounding: jsonb('grounding').notNull().$type<Grounding>(),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    /** The engine that answered the latest turn. */
    engine: text('engine', { enum: ENGINE_NAMES }).notNull().default('builtin'),
    /** Model tokens spent on this conversation (the model engine's limit per conversation). */
    tokensUsed: integer('tokens_used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('callie_conversations_user_idx').on(t.userId, t.updatedAt.desc()),
    index('callie_conversations_visitor_idx').on(t.visitorHash, t.updatedAt.desc()),
    index('callie_conversations_updated_idx').on(t.updatedAt),
  ],
)

/**
 * The keys of the links we emailed about a conversation (the handover's, each staff reply's): each
 * opens the thread in any browser. Only their SHA-256 is stored; several may be live at once, so
 * a new email never breaks the link of an earlier one.
 */
export const callieAccessKeys = pgTable(
  'callie_access_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => callieConversations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('callie_access_keys_conversation_idx').on(t.conversationId)],
)

/** One message of a conversation: the planner's, Callie's (with its parts), a staff member's or a system line. */
export const callieMessages = pgTable(
  'callie_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => callieConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: MESSAGE_AUTHORS }).notNull(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's first name as the planner saw it. */
    authorName: text('author_name'),
    text: text('text').notNull(),
    parts: jsonb('parts').notNull().$type<Part[]>(),
    engine: text('engine', { enum: ENGINE_NAMES }),
    createdAt: createdAt(),
  },
  (t) => [index('callie_messages_conversation_idx').on(t.conversationId, t.id)],
)

/** Model tokens spent by Callie's language model engine per UTC day (the per-day limit). */
export const callieModelUsage = pgTable('callie_model_usage', {
  day: date('day', { mode: 'string' }).primaryKey(),
  tokens: integer('tokens').notNull().default(0),
})
