// A new conversation: Callie's greeting (about the venue when started from a venue page, the brief
// taking its city; with the search's city, date and group when started from results), and the
// planner's first message answered in the same call when there is one.
import { applyBriefPatch, briefPatchSchema, emptyBrief, type CallieBrief } from '~/domain/concierge/callie-brief'
import type { ConversationContext, CreateConversationBody, Message } from '~/domain/concierge/conversation-api'
import type { Db } from '../db/client'
import { notFound } from '../lib/errors'
import { newConversationId, saveTurn, type ConversationRow, type NewMessage, type Owner } from './conversation-store'
import { runTurn, type CallieEngines } from './conversation-turn'
import type { FastifyBaseLogger } from 'fastify'
import { createToolRunner } from './tools/callie-tools'
import { ToolError } from './tools/tool'
import { venueDetailsTool } from './tools/venue-tools'

export const GREETING =
  "Hi, I'm Callie. Tell me about your event (the city, how many guests, the date) and I'll find venues that fit, with their all-in prices."

/** The brief a search context gives: each field kept only when it is one the brief can hold. */
function briefOfSearch(search: NonNullable<ConversationContext['search']>): CallieBrief {
  let brief = emptyBrief()
  const fields = { location: search.city, date: search.date, groupSize: search.guests }
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue
    const patch = briefPatchSchema.safeParse({ [key]: value })
    if (patch.success) brief = applyBriefPatch(brief, patch.data)
  }
  return brief
}

type CreateInput = {
  db: Db
  engines: CallieEngines
  log: FastifyBaseLogger
  owner: Owner
  body: CreateConversationBody
  /** The instant it starts (the evaluation fixes it); now by default. */
  now?: Date
}

export async function createConversation({ db, engines, log, owner, body, now = new Date() }: CreateInput) {
  const row: ConversationRow = {
    id: newConversationId(),
    userId: owner.userId,
    visitorHash: owner.userId === null ? owner.visitorHash : null,
    status: 'callie',
    brief: body.context?.search ? briefOfSearch(body.context.search) : emptyBrief(),
    context: null,
    grounding: { venueIds: [], prices: [] },
    requestId: null,
    engine: 'builtin',
    tokensUsed: 0,
    createdAt: now,
    updatedAt: now,
  }
  let greeting = GREETING
  if (body.context) {
    const context: ConversationContext = { ...body.context }
    if (body.context.venueId !== undefined) {
      const tools = createToolRunner({ db, now }, row.grounding)
      const venue = await tools.call(venueDetailsTool, { venueId: body.context.venueId }).catch((err: unknown) => {
        throw err instanceof ToolError ? notFound('Venue not found') : err
      })
      context.venueName = venue.venue.venue.name
      row.brief = applyBriefPatch(row.brief, { location: venue.venue.venue.location })
      greeting = `Ask me anything about ${context.venueName}: its rooms, prices, availability or policies.`
    }
    row.context = context
  }
  const prefix: NewMessage[] = [{ author: 'callie', text: greeting, parts: [] }]
  if (body.text === undefined) return saveTurn(db, { row, insert: true, change: {}, added: prefix })
  const history: Message[] = [
    { id: 0, author: 'callie', authorName: null, text: greeting, createdAt: now.toISOString(), parts: [] },
  ]
  return runTurn({ db, engines, log, row, history, prefix, insert: true, text: body.text, now })
}
