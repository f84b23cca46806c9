// Team chat messages (a blank message cannot be sent).
import { z } from 'zod'
import { text } from '../text-field'

export const MESSAGE_MAX = 2000
export const CHAT_HISTORY_LIMIT = 200

export const CHAT_MESSAGES = {
  contentRequired: 'Message cannot be empty',
  contentMax: `Message must be at most ${MESSAGE_MAX} characters`,
} as const

export const sendMessageSchema = z.object({
  content: text({ error: CHAT_MESSAGES.contentRequired })
    .trim()
    .min(1, CHAT_MESSAGES.contentRequired)
    .max(MESSAGE_MAX, CHAT_MESSAGES.contentMax),
})
export type SendMessageInput = z.infer<typeof sendMessageSchema>

export const chatMessageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int().nullable(),
  senderName: z.string(),
  content: z.string(),
  timestamp: z.string(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

export const chatHistorySchema = z.object({ messages: z.array(chatMessageSchema) })
export type ChatHistory = z.infer<typeof chatHistorySchema>

/**
 * What changed on an event, so the other members' open pages refetch that part: the event itself
 * (cancelled, reviewed), its guest list (added, edited, an RSVP), its tasks, or its team.
 */
export const EVENT_PARTS = ['event', 'guests', 'tasks', 'team'] as const
export type EventPart = (typeof EVENT_PARTS)[number]

/**
 * The live channel (GET /api/dashboard/events/:id/chat, WebSocket). The server only pushes;
 * messages are sent with POST …/messages. A client without `?token=` sends `auth` first.
 */
/** ?token= authenticates the socket at once; without it the client sends `auth` first. */
export const chatSocketQuerySchema = z.object({ token: text().optional() })

export type ChatClientFrame = { type: 'auth'; token: string } | { type: 'ping' }
export type ChatServerFrame =
  | { type: 'ready'; eventId: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'changed'; part: EventPart }
  | { type: 'pong' }
  | { type: 'error'; message: string }

/** WebSocket close codes the web client acts on. */
export const CHAT_CLOSE = { unauthorized: 4401, notFound: 4404, removed: 4403 } as const
