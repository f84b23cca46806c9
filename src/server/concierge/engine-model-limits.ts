// The language model engine as the server uses it: it answers only while the conversation and the
// day have tokens left (LLM_TOKENS_PER_CONVERSATION, LLM_TOKENS_PER_DAY), and the tokens it spent
// count even when its answer is dropped. It throws on any failure (an error, a timeout, a limit,
// an invalid reply); the turn then falls back to the built-in engine (conversation-turn.ts).
import { sql } from 'drizzle-orm'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { callieConversations, callieModelUsage } from '../db/schema'
import type { CallieEngine, EngineTurnInput, EngineTurnResult } from './engine'
import { createModelEngine, ModelTurnError } from './engine-model'

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

/** The model engine with its token limits, for the server's engine-selection point. */
export function createLimitedModelEngine({ db, config }: { db: Db; config: Config }): CallieEngine {
  const model = createModelEngine({ db, config, tokensLeft: (input) => tokensLeft(db, config, input) })
  return {
    name: 'model',
    async turn(input: EngineTurnInput, onText?: (delta: string) => void): Promise<EngineTurnResult> {
      let spent = 0
      try {
        const out = await model.turn(input, onText)
        spent = out.tokens
        return { brief: out.brief, messages: out.messages }
      } catch (err) {
        spent = err instanceof ModelTurnError ? err.tokens : 0
        throw err
      } finally {
        await recordTokens(db, input.conversation.id, input.now, spent)
      }
    },
  }
}
