// The scripted conversations (conversations.ts) played through the server's own conversation code
// over the demo catalogue, judged turn by turn and against the database (judge.ts): conversations
// reaching their outcome, recommendations breaking a hard constraint, venues or prices not from a
// tool, and questions asked per conversation.
import type { EngineName } from '~/domain/concierge/conversation-api'
import type { CallieEngines } from '~/server/concierge/conversation-turn'
import { createBuiltinEngine } from '~/server/concierge/engine-builtin'
import { createLimitedModelEngine } from '~/server/concierge/engine-model-limits'
import { loadConfig } from '~/server/config'
import type { Db } from '~/server/db/client'
import { catalogueTruth } from './catalogue-truth'
import { EVAL_NOW, openEvalCatalogue, type EvalCatalogue } from './catalogue'
import { EVAL_CONVERSATIONS, type EvalConversation } from './conversations'
import { playConversation, venueIdNamed } from './converse'
import { judgeConversation, type ConversationOutcome } from './judge'

/** The goals of every engine: every conversation reaches its outcome, nothing breaks a hard constraint, nothing comes from outside the tools. */
export const CONVERSATION_GOALS = { reached: 1, hardConstraintBreaks: 0, notFromATool: 0 } as const

export type ConversationReport = {
  engine: EngineName
  conversations: number
  reachedOutcome: number
  hardConstraintBreaks: number
  notFromATool: number
  questionsPerConversation: number
  /** Turns the model answered, of all turns (the built-in engine answers the rest). */
  modelTurns: number
  turns: number
  outcomes: ConversationOutcome[]
}

export const meetsConversationGoals = (r: ConversationReport) =>
  r.reachedOutcome >= r.conversations * CONVERSATION_GOALS.reached &&
  r.hardConstraintBreaks <= CONVERSATION_GOALS.hardConstraintBreaks &&
  r.notFromATool <= CONVERSATION_GOALS.notFromATool

async function playAll(
  db: Db,
  engines: CallieEngines,
  engine: EngineName,
  scripts: readonly EvalConversation[],
): Promise<ConversationReport> {
  const truth = catalogueTruth(db, EVAL_NOW)
  const outcomes: ConversationOutcome[] = []
  for (const script of scripts) {
    const played = await playConversation({ db, engines, now: EVAL_NOW, script })
    const contextVenueId = script.start ? await venueIdNamed(db, script.start.venue) : null
    outcomes.push(await judgeConversation(script, played, { truth, contextVenueId }))
  }
  const sum = (f: (o: ConversationOutcome) => number) => outcomes.reduce((n, o) => n + f(o), 0)
  return {
    engine,
    conversations: outcomes.length,
    reachedOutcome: outcomes.filter((o) => o.reached).length,
    hardConstraintBreaks: sum((o) => o.breaks.length),
    notFromATool: sum((o) => o.notFromATool.length),
    questionsPerConversation: outcomes.length ? sum((o) => o.questions) / outcomes.length : 0,
    modelTurns: sum((o) => o.modelTurns),
    turns: sum((o) => o.turns),
    outcomes,
  }
}

/**
 * The scripted conversations against the built-in engine, then (when LLM_BASE_URL is set) against
 * the language model engine as the server runs it, falling back to the built-in engine for a turn
 * the model fails. Both over one freshly seeded catalogue, at the evaluation's fixed instant.
 */
export async function evaluateConversations({
  scripts = EVAL_CONVERSATIONS,
  env = process.env,
  catalogue: given,
}: {
  scripts?: readonly EvalConversation[]
  env?: Record<string, string | undefined>
  /** A catalogue opened by the caller (and closed by it); else one is opened for the run. */
  catalogue?: EvalCatalogue
} = {}): Promise<ConversationReport[]> {
  const catalogue = given ?? (await openEvalCatalogue())
  try {
    const { db } = catalogue
    const builtin = createBuiltinEngine({ db })
    const reports = [await playAll(db, { builtin, model: null }, 'builtin', scripts)]
    const config = loadConfig(env)
    if (config.LLM_BASE_URL) {
      const model = createLimitedModelEngine({ db, config })
      reports.push(await playAll(db, { builtin, model }, 'model', scripts))
    }
    return reports
  } finally {
    if (!given) await catalogue.close()
  }
}
