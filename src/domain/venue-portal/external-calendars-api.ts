// External calendars a venue syncs (its Google, Outlook or booking-system iCalendar export): what the
// portal sends to add one and what it shows of each, one schema for the form, the route and OpenAPI.
import { z } from 'zod'
import { pathIdField } from '../id-field'
import { optionalText } from '../fields'
import { text } from '../text-field'
import { venueParamsSchema } from './venue-portal-api'

export const EXTERNAL_CALENDAR_MESSAGES = {
  url: 'Enter the calendar’s full address, starting with https://',
  notFound: 'Calendar not found',
  tooMany: 'A venue can sync up to 20 calendars',
} as const

export const MAX_EXTERNAL_CALENDARS = 20

export const externalCalendarInputSchema = z.object({
  url: text({ error: EXTERNAL_CALENDAR_MESSAGES.url })
    .trim()
    .min(1, EXTERNAL_CALENDAR_MESSAGES.url)
    .max(2000, EXTERNAL_CALENDAR_MESSAGES.url),
  label: optionalText(80),
  /** The space the calendar is for; null for the whole venue. */
  spaceId: z.number().int().positive().nullable().default(null),
})
export type ExternalCalendarInput = z.infer<typeof externalCalendarInputSchema>

export const externalCalendarSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The address without its query string (a private feed's secret stays out of the page). */
  displayUrl: z.string(),
  spaceId: z.number().int().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastAttemptAt: z.string().nullable(),
  /** Why the last fetch failed, in words; null when it succeeded. */
  lastError: z.string().nullable(),
  /** Busy days from today on that the calendar blocks here. */
  busyDays: z.number().int(),
})
export type ExternalCalendar = z.infer<typeof externalCalendarSchema>

export const externalCalendarsResponseSchema = z.object({ calendars: z.array(externalCalendarSchema) })
export type ExternalCalendarsResponse = z.infer<typeof externalCalendarsResponseSchema>

export const externalCalendarParamsSchema = venueParamsSchema.extend({ calendarId: pathIdField() })
