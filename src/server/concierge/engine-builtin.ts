// The built-in engine: the free-text reader, the pure dialogue manager and the tools. No model, no
// network; the same brief, words and tool results always give the same reply.
import { nextQuestion, type CallieBrief } from '~/domain/concierge/callie-brief'
import type { SearchVenuesInput } from '~/domain/concierge/callie-tools-api'
import { planTurn, shownIn, type Move } from '~/domain/concierge/dialogue'
import {
  askTeamReply,
  availabilityAnswer,
  bookAnswer,
  cheapestAnswer,
  compareReply,
  helloReply,
  noMatchReply,
  personReply,
  pickVenueReply,
  policiesAnswer,
  priceAnswer,
  questionReply,
  rephraseReply,
  spacesAnswer,
  textAnswer,
  thanksReply,
  venuesReply,
  whichAnswer,
  withNote,
  type NewCallieMessage,
} from '~/domain/concierge/dialogue-replies'
import {
  addressAnswer,
  bestRatedAnswer,
  buyoutAnswer,
  capacityAnswer,
  featuresAnswer,
  menuAnswer,
  whichFeaturesAnswer,
} from '~/domain/concierge/dialogue-offers'
import { freeDatesAnswer } from '~/domain/concierge/free-dates'
import { startTimeOf } from '~/domain/concierge/preferences'
import { localDateIn } from '~/domain/time'
import type { Db } from '../db/client'
import { parseRequestText } from './parse-request-text'
import type { CallieEngine, EngineTurnInput } from './engine'
import { allInTool, availabilityTool, compareTool, freeDatesTool } from './tools/availability-tools'
import type { ToolRunner } from './tools/callie-tools'
import { searchVenuesTool } from './tools/search-venues-tool'
import { policiesTool, responseTimeTool, spacesTool, venueDetailsTool } from './tools/venue-tools'

const timeOf = (b: CallieBrief) => (b.time ? startTimeOf({ time: b.time, exactTime: b.exactTime }) : undefined)

/** The search tool's question for a brief: hard constraints as filters, the rest to rank. */
export function searchInputOf(b: CallieBrief): SearchVenuesInput {
  return {
    city: b.location!,
    groupSize: b.groupSize!,
    date: b.date,
    time: timeOf(b),
    budget: b.budget,
    budgetTotal: b.budgetTotal,
    cuisines: b.cuisines,
    excludeCuisines: b.exclusions.cuisines,
    mustHaves: b.mustHaves,
    excludeFeatures: b.exclusions.features,
    dietary: b.dietaryRestrictions,
    vibe: b.vibe,
    excludeVibes: b.exclusions.vibes,
    softWishes: b.softWishes,
    limit: 3,
  }
}

async function searchMove(brief: CallieBrief, tools: ToolRunner): Promise<NewCallieMessage[]> {
  const first = nextQuestion(brief)
  if (first) return [questionReply(first, brief)]
  const out = await tools.call(searchVenuesTool, searchInputOf(brief))
  if (!out.venues.length) return [noMatchReply(brief, out)]
  const narrow = nextQuestion(brief, { resultCount: out.total, resultCuisines: out.cuisinesAmong })
  const reply = venuesReply(brief, out)
  if (!narrow) return [reply]
  // One answer per turn: the venues, then the one question that would narrow them, with its quick replies.
  const question = questionReply(narrow, brief, { cuisinesAmong: out.cuisinesAmong, lead: false })
  return [{ text: `${reply.text} ${question.text}`, parts: [...reply.parts, ...question.parts] }]
}

async function venueMove(
  move: Extract<Move, { kind: 'venue' }>,
  brief: CallieBrief,
  tools: ToolRunner,
): Promise<NewCallieMessage> {
  const groupSize = move.groupSize ?? brief.groupSize
  const date = move.date ?? brief.date
  const time = timeOf(brief)
  const q = { venueId: move.venueId, groupSize, date, time }
  switch (move.topic) {
    case 'private-room':
    case 'availability': {
      const size = groupSize ?? 10
      const privateRoom = move.topic === 'private-room'
      const out = await tools.call(availabilityTool, {
        venueId: move.venueId,
        groupSize: size,
        date,
        time,
        privateRoom,
      })
      return availabilityAnswer(out, { groupSize: size, date, privateRoom })
    }
    case 'policies':
      return policiesAnswer(await tools.call(policiesTool, q))
    case 'price':
      return priceAnswer(await tools.call(allInTool, { ...q, groupSize: groupSize ?? 10 }), groupSize ?? 10)
    case 'spaces':
      return spacesAnswer(await tools.call(spacesTool, q))
    case 'menu':
      return menuAnswer(await tools.call(spacesTool, q))
    case 'capacity':
      return capacityAnswer(await tools.call(spacesTool, q))
    case 'buyout':
      return buyoutAnswer(await tools.call(spacesTool, q))
    case 'address':
      return addressAnswer(await tools.call(venueDetailsTool, q))
    case 'response-time': {
      const out = await tools.call(responseTimeTool, q)
      const said = out.typical ?? `It promises an answer within ${out.promiseHours} hours`
      return textAnswer(`${out.venue.venue.name}: ${said}.`, out.venue)
    }
    case 'features':
      return featuresAnswer(await tools.call(venueDetailsTool, q), move.offers ?? { features: [], dietary: [] })
    case 'details': {
      const out = await tools.call(venueDetailsTool, q)
      return textAnswer(`${out.venue.venue.name}, ${out.address}. ${out.venue.venue.description}`, out.venue, [
        { label: 'Rating', value: `${out.rating.toFixed(1)} (${out.reviewCount} reviews)`, ok: null },
        ...(out.amenities.length ? [{ label: 'Amenities', value: out.amenities.join(', '), ok: null }] : []),
      ])
    }
  }
}

export function createBuiltinEngine({ db }: { db: Db }): CallieEngine {
  return {
    name: 'builtin',
    async turn({ conversation, text, briefPatch, tools, now }: EngineTurnInput, onText) {
      const parsed = text ? await parseRequestText({ db, text, now }) : undefined
      const shown = shownIn(conversation.messages, conversation.context?.venueId ?? null)
      // The day in the westernmost US time zone: "in November" on the last evening of November is
      // this November anywhere in the US (the tool itself starts at the venue's own today).
      const today = localDateIn('Pacific/Honolulu', now)
      const plan = planTurn({ brief: conversation.brief, text, patch: briefPatch, parsed, shown, today })
      // A city she named that is not ours (or one of several) is said, whatever else the turn does;
      // with nothing else read, Callie asks for one of ours instead of asking to rephrase (or
      // handing "what about Austin?" to a person).
      const note = parsed?.cityNote
      const answered =
        note && (plan.move.kind === 'rephrase' || (plan.move.kind === 'ask-team' && plan.move.venueId === null))
          ? [questionReply('location', plan.brief)]
          : await reply(plan.move, plan.brief, tools)
      const messages = note ? withNote(note, answered) : answered
      for (const m of messages) onText?.(m.text)
      return { brief: plan.brief, messages }
    },
  }
}

async function reply(move: Move, brief: CallieBrief, tools: ToolRunner): Promise<NewCallieMessage[]> {
  switch (move.kind) {
    case 'rephrase':
      return [rephraseReply()]
    case 'person':
      return [personReply()]
    case 'pick-venue':
      return [pickVenueReply()]
    case 'thanks':
      return [thanksReply()]
    case 'hello':
      return [helloReply(brief)]
    case 'ask-team':
      return [
        askTeamReply(move.venueId === null ? undefined : await tools.call(responseTimeTool, { venueId: move.venueId })),
      ]
    case 'search':
      return searchMove(brief, tools)
    case 'venue':
      return [await venueMove(move, brief, tools)]
    case 'which': {
      if (move.topic === 'features') {
        const outs = []
        for (const venueId of move.venueIds) outs.push(await tools.call(venueDetailsTool, { venueId }))
        return [whichFeaturesAnswer(outs, move.offers ?? { features: [], dietary: [] })]
      }
      const groupSize = move.groupSize ?? brief.groupSize ?? 10
      const date = move.date ?? brief.date
      const privateRoom = move.topic === 'private-room'
      const outs = []
      for (const venueId of move.venueIds)
        outs.push(await tools.call(availabilityTool, { venueId, groupSize, date, time: timeOf(brief), privateRoom }))
      return [whichAnswer(outs, { groupSize, date, privateRoom })]
    }
    case 'cheapest': {
      const groupSize = brief.groupSize ?? 10
      const outs = []
      for (const venueId of move.venueIds)
        outs.push(await tools.call(allInTool, { venueId, groupSize, date: brief.date, time: timeOf(brief) }))
      return [cheapestAnswer(outs, groupSize)]
    }
    case 'free-dates': {
      const groupSize = move.groupSize ?? brief.groupSize ?? 10
      const out = await tools.call(freeDatesTool, {
        venueId: move.venueId,
        groupSize,
        from: move.from,
        to: move.to,
        time: timeOf(brief),
      })
      return [freeDatesAnswer(out, { groupSize, date: brief.date })]
    }
    case 'best-rated': {
      const outs = []
      for (const venueId of move.venueIds) outs.push(await tools.call(venueDetailsTool, { venueId }))
      return [bestRatedAnswer(outs)]
    }
    case 'book':
      return [bookAnswer(await tools.call(responseTimeTool, { venueId: move.venueId }), brief)]
    case 'compare':
      return [
        compareReply(
          await tools.call(compareTool, {
            venueIds: move.venueIds,
            groupSize: brief.groupSize ?? 10,
            date: brief.date,
            time: timeOf(brief),
          }),
        ),
      ]
  }
}
