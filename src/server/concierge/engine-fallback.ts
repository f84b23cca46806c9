// Which engine answers a turn: the language model when LLM_BASE_URL is set and the token limits
// allow, the built-in engine otherwise and whenever the model's turn fails (an error, a timeout, a
// limit, an invalid reply). The planner never sees the failure; it is logged. The tokens the model
// spent count against the conversation and the day even when its answer is dropped.
import { sql } from 'drizzle-orm'
import type { EngineName } from '~/domain/concierge/conversation-api'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { callieConversations, callieModelUsage } from '../db/schema'
import type { CallieEngine, EngineTurnInput, EngineTurnResult } from './engine'
import { createBuiltinEngine } from './engine-builtin'
import { createModelEngine, ModelTurnError } from './engine-model'

type Logger = { warn(obj: unknown, msg?: string): void }

export type AnsweredTurn = EngineTurnResult & { engine: EngineName }

const dayOf = (now: Date) => now.toISOString().slice(0, 10)

/** Tokens the model may still spend on this conversation today (0 when either limit is reached). */
async function tokensLeft(db: Db, config: Config, input: EngineTurnInput): Promise<number> {
  const [conv] = await db
    .select({ used: callieConversations.tokensUsed })
    .from(callieConversations)
    .where(sql`${callieConversations.id} = ${input.conversation.id}`)
  const [day] = await db
    .select({ used: callieModelUsage.tokens })
    .from(callieModelUsage)
    .where(sql`${callieModelUsage.day} = ${dayOf(input.now)}`)
  return Math.max(
    0,
    Math.min(config.LLM_TOKENS_PER_CONVERSATION - (conv?.used ?? 0), config.LLM_TOKENS_PER_DAY - (day?.used ?? 0)),
  )
}

async function recordTokens(db: Db, conversationId: string, now: Date, tokens: number) {
  if (tokens <= 0) return
  await db
    .update(callieConversations)
    .set({ tokensUsed: sql`${callieConversations.tokensUsed} + ${tokens}` })
    .where(sql`${callieConversations.id} = ${conversationId}`)
  await db
    .insert(callieModelUsage)
    .values({ day: dayOf(now), tokens })
    .onConflictDoUpdate({ target: callieModelUsage.day, set: { tokens: sql`${callieModelUsage.tokens} + ${tokens}` } })
}

/** Answers a turn with the model when configured, falling back to the built-in engine. */
export function createCallieAnswerer({ db, config, log }: { db: Db; config: Config; log: Logger }) {
  const builtin: CallieEngine = createBuiltinEngine({ db })
  const model = config.LLM_BASE_URL
    ? createModelEngine({ db, config, tokensLeft: (input) => tokensLeft(db, config, input) })
    : null
  return async function answerTurn(input: EngineTurnInput, onText?: (delta: string) => void): Promise<AnsweredTurn> {
    if (model) {
      let spent = 0
      try {
        const out = await model.turn(input, onText)
        spent = out.tokens
        return { brief: out.brief, messages: out.messages, engine: 'model' }
      } catch (err) {
        spent = err instanceof ModelTurnError ? err.tokens : 0
        log.warn(
          { err: err instanceof Error ? err.message : String(err), conversation: input.conversation.id },
          'Callie: the language model did not answer this turn; the built-in engine did',
        )
      } finally {
        await recordTokens(db, input.conversation.id, input.now, spent)
      }
    }
    const out = await builtin.turn(input, onText)
    return { ...out, engine: 'builtin' }
  }
}
export type CallieAnswerer = ReturnType<typeof createCallieAnswerer>
