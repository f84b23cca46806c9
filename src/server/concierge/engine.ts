// The engine interface: the built-in dialogue manager (engine-builtin.ts) and a language model
// engine answer a turn the same way, through the same tools; the server picks one per turn and
// applies the grounding filter to whatever either returns.
import type { BriefPatch, CallieBrief } from '~/domain/concierge/callie-brief'
import type { ConversationContext, ConversationStatus, EngineName, Message } from '~/domain/concierge/conversation-api'
import type { NewCallieMessage } from '~/domain/concierge/dialogue-replies'
import type { ToolRunner } from './tools/callie-tools'

export type ConversationRecord = {
  id: string
  status: ConversationStatus
  brief: CallieBrief
  context: ConversationContext | null
  /** The thread so far, oldest first (the planner's new message not included). */
  messages: Message[]
}

export type EngineTurnInput = {
  conversation: ConversationRecord
  text?: string
  briefPatch?: BriefPatch
  tools: ToolRunner
  signal: AbortSignal
  now: Date
}

export type EngineTurnResult = { brief: CallieBrief; messages: NewCallieMessage[] }

export interface CallieEngine {
  name: EngineName
  turn(input: EngineTurnInput, onText?: (delta: string) => void): Promise<EngineTurnResult>
}
