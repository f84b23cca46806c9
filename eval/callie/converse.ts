// Plays a scripted conversation through the server's own conversation code (createConversation and
// runTurn: the engines, the tools, the grounding filter, the stored thread), at the evaluation's
// fixed instant, keeping what each engine returned before the grounding filter saw it.
import type { FastifyBaseLogger } from 'fastify'
import { eq } from 'drizzle-orm'
import { briefPatchSchema, type CallieBrief } from '~/domain/concierge/callie-brief'
import type { EngineName, Message, Part } from '~/domain/concierge/conversation-api'
import type { NewCallieMessage } from '~/domain/concierge/dialogue-replies'
import type { Grounding } from '~/domain/concierge/grounding'
import { createConversation } from '~/server/concierge/conversation-create'
import { findConversation, messagesOf, type ConversationRow } from '~/server/concierge/conversation-store'
import { runTurn, type CallieEngines } from '~/server/concierge/conversation-turn'
import type { CallieEngine } from '~/server/concierge/engine'
import type { Db } from '~/server/db/client'
import { venues } from '~/server/db/schema'
import type { EvalConversation, Step } from './conversations'

export type PlayedTurn = {
  step: Step
  /** The brief after the turn. */
  brief: CallieBrief
  /** Callie's messages as the engine returned them, before the grounding filter. */
  raw: NewCallieMessage[]
  /** Callie's messages as stored and shown. */
  shown: Message[]
  /** What the tools had returned in the conversation by the end of the turn. */
  grounding: Grounding
  engine: EngineName
}

export type Played = { turns: PlayedTurn[]; error?: string }

/** A logger that keeps the model engine's failures (the turn then fell back to the built-in engine). */
function quietLog(warnings: string[]): FastifyBaseLogger {
  const noop = () => {}
  const log = {
    level: 'warn',
    fatal: noop,
    error: noop,
    info: noop,
    debug: noop,
    trace: noop,
    silent: noop,
    warn: (_obj: unknown, msg?: string) => warnings.push(msg ?? String(_obj)),
    child: () => log,
  }
  return log as unknown as FastifyBaseLogger
}

type Capture = { raw: NewCallieMessage[]; grounding: Grounding | null }

/** The engine as it is, telling the capture what it returned and what its tools had found. */
function capturing(engine: CallieEngine, capture: Capture): CallieEngine {
  return {
    name: engine.name,
    async turn(input, onText) {
      const out = await engine.turn(input, onText)
      capture.raw = out.messages
      capture.grounding = input.tools.grounding
      return out
    },
  }
}

/** The quick reply or suggestion button labelled so in Callie's latest messages, as the web sends it. */
function pressed(label: string | RegExp, thread: readonly Message[]): { text?: string; brief?: unknown } {
  const is = (l: string) => (typeof label === 'string' ? l === label : label.test(l))
  const latest = thread.filter((m) => m.author === 'callie').slice(-2)
  for (const p of latest.flatMap((m) => m.parts) as Part[]) {
    if (p.type === 'question') {
      const choice = p.choices.find((c) => is(c.label))
      if (choice) return choice.briefPatch ? { brief: choice.briefPatch } : { text: choice.value }
    }
    if (p.type === 'no-match') {
      const s = p.suggestions.find((x) => is(x.label))
      if (s) return { brief: s.briefPatch }
    }
  }
  throw new Error(`No button ${String(label)} in Callie's latest reply`)
}

export async function venueIdNamed(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: venues.id }).from(venues).where(eq(venues.name, name))
  if (!row) throw new Error(`No venue named ${name} in the catalogue`)
  return row.id
}

/** What the planner sends for a step: her words, or a brief edit checked as the route checks it. */
function bodyOf(step: Step, thread: readonly Message[]): { text?: string; briefPatch?: ReturnType<typeof parsePatch> } {
  if ('say' in step) return { text: step.say }
  const sent = 'edit' in step ? { brief: step.edit } : pressed(step.press, thread)
  if (sent.text !== undefined) return { text: sent.text }
  return { briefPatch: parsePatch(sent.brief) }
}

function parsePatch(patch: unknown) {
  const parsed = briefPatchSchema.safeParse(patch)
  if (!parsed.success) throw new Error(`The brief edit would be refused: ${parsed.error.issues[0]?.message}`)
  return parsed.data
}

export async function playConversation({
  db,
  engines,
  now,
  script,
}: {
  db: Db
  engines: CallieEngines
  now: Date
  script: EvalConversation
}): Promise<Played & { warnings: string[] }> {
  const warnings: string[] = []
  const log = quietLog(warnings)
  const capture: Capture = { raw: [], grounding: null }
  const watched: CallieEngines = {
    builtin: capturing(engines.builtin, capture),
    model: engines.model && capturing(engines.model, capture),
  }
  const turns: PlayedTurn[] = []
  let row: ConversationRow | null = null
  let thread: Message[] = []
  const owner = { userId: null, visitorHash: 'eval' }
  try {
    const context = script.start?.venue ? { venueId: await venueIdNamed(db, script.start.venue) } : undefined
    for (const [i, step] of script.steps.entries()) {
      capture.raw = []
      capture.grounding = null
      const { text, briefPatch } = bodyOf(step, thread)
      let added: Message[]
      if (i === 0) {
        if (briefPatch) throw new Error('A conversation starts with words')
        const saved = await createConversation({ db, engines: watched, log, owner, body: { text, context }, now })
        ;({ row, added } = saved)
      } else {
        const saved = await runTurn({ db, engines: watched, log, row: row!, history: thread, text, briefPatch, now })
        ;({ row, added } = saved)
      }
      thread = [...thread, ...added]
      turns.push({
        step,
        brief: row.brief,
        raw: capture.raw,
        shown: added.filter((m) => m.author === 'callie'),
        grounding: capture.grounding ?? row.grounding,
        engine: row.engine,
      })
      row = (await findConversation(db, row.id))!
      thread = await messagesOf(db, row.id)
    }
  } catch (err) {
    return { turns, warnings, error: err instanceof Error ? err.message : String(err) }
  }
  return { turns, warnings }
}
