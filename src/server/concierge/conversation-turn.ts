// One turn of a conversation: the planner's message (or brief edit) is answered by the model engine
// when one is configured, by the built-in engine otherwise or when the model fails; the reply goes
// through the grounding filter, and the planner's message, Callie's reply, the brief and what the
// tools returned are stored together. While a person is on the thread Callie does not answer.
import type { FastifyBaseLogger } from 'fastify'
import {
  applyBriefPatch,
  briefChipsOf,
  callieBriefSchema,
  SLOT_NAMES,
  type BriefPatch,
} from '~/domain/concierge/callie-brief'
import { partSchema, type EngineName, type Message, type Part } from '~/domain/concierge/conversation-api'
import type { NewCallieMessage } from '~/domain/concierge/dialogue-replies'
import { groundParts } from '~/domain/concierge/grounding'
import type { Db } from '../db/client'
import { recordOf, saveTurn, type ConversationRow, type NewMessage } from './conversation-store'
import type { CallieEngine, EngineTurnInput, EngineTurnResult } from './engine'
import { createToolRunner } from './tools/callie-tools'

/** The engines a turn may use: the model engine (when configured) first, the built-in one always. */
export type CallieEngines = { builtin: CallieEngine; model: CallieEngine | null }

export type TurnInput = {
  db: Db
  engines: CallieEngines
  log: FastifyBaseLogger
  row: ConversationRow
  /** The thread so far, as stored (empty for a conversation not stored yet). */
  history: Message[]
  /** Messages to store before the planner's (Callie's greeting, for a new conversation). */
  prefix?: NewMessage[]
  /** The row is new: inserted with the turn. */
  insert?: boolean
  text?: string
  briefPatch?: BriefPatch
  onText?: (delta: string) => void
  /** The turn's instant (the evaluation fixes it); now by default. */
  now?: Date
}

const ENGINE_TIMEOUT_MS = 60_000

/** What the planner's brief edit says in the thread ("Changed: 24 guests; removed the cuisine"). */
export function briefEditText(row: ConversationRow, patch: BriefPatch): string {
  const after = briefChipsOf(applyBriefPatch(row.brief, patch))
  const said = Object.entries(patch).flatMap(([key, value]) => {
    if (value === undefined || key === 'noPreference') return []
    const slot = key === 'exactTime' ? 'time' : (key as keyof typeof SLOT_NAMES)
    const chip = after.find((c) => c.slot === slot)
    return value === null || !chip ? [`removed ${SLOT_NAMES[slot] ?? key}`] : [chip.label]
  })
  const noPref = (patch.noPreference ?? []).map((s) => `no preference for ${SLOT_NAMES[s]}`)
  const all = [...said, ...noPref]
  return `Changed: ${all.join('; ') || 'the brief'}`
}

async function answer(
  engines: CallieEngines,
  input: EngineTurnInput,
  log: FastifyBaseLogger,
  onText?: (delta: string) => void,
): Promise<{ result: EngineTurnResult; engine: EngineName }> {
  if (engines.model) {
    try {
      return { result: await engines.model.turn(input, onText), engine: engines.model.name }
    } catch (err) {
      // Any failure of the model (an error, a timeout, a limit, an invalid reply) falls back for this turn.
      log.warn({ err, conversation: input.conversation.id }, 'callie: the model engine failed; built-in engine answers')
    }
  }
  return { result: await engines.builtin.turn(input, onText), engine: engines.builtin.name }
}

/** Parts an engine returned that are not in the contract are dropped, as the grounding filter drops unknown venues. */
const validParts = (parts: unknown[]): Part[] =>
  parts.flatMap((p) => {
    const parsed = partSchema.safeParse(p)
    return parsed.success ? [parsed.data] : []
  })

export async function runTurn(t: TurnInput): Promise<{ row: ConversationRow; added: Message[] }> {
  const prefix = t.prefix ?? []
  const planner: NewMessage = {
    author: 'planner',
    text: t.text ?? (t.briefPatch ? briefEditText(t.row, t.briefPatch) : ''),
    parts: [],
  }
  if (t.row.status !== 'callie')
    return saveTurn(t.db, { row: t.row, insert: !!t.insert, change: {}, added: [...prefix, planner] })

  const now = t.now ?? new Date()
  const tools = createToolRunner({ db: t.db, now }, structuredClone(t.row.grounding))
  const { result, engine } = await answer(
    t.engines,
    {
      conversation: recordOf(t.row, t.history),
      text: t.text,
      briefPatch: t.briefPatch,
      tools,
      signal: AbortSignal.timeout(ENGINE_TIMEOUT_MS),
      now,
    },
    t.log,
    t.onText,
  )
  const brief = callieBriefSchema.safeParse(result.brief)
  const replies = result.messages.map((m: NewCallieMessage): NewMessage => ({
    author: 'callie',
    text: m.text,
    parts: groundParts(validParts(m.parts), tools.grounding),
    engine,
  }))
  return saveTurn(t.db, {
    row: t.row,
    insert: !!t.insert,
    change: { brief: brief.success ? brief.data : t.row.brief, grounding: tools.grounding, engine },
    added: [...prefix, planner, ...replies],
  })
}
