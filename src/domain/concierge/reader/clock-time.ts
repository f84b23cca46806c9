// A time of day said on the clock ("7pm", "at 7:30", "noon") and the concierge slot that holds it.
import type { ConciergeTimeSlot } from '../preferences'
import { regExp, type Text } from './text'
import { PEOPLE } from './vocabulary'

/** Minutes after midnight → the slot that holds them (a time in two slots goes to the later meal). */
export function slotAt(minutes: number): ConciergeTimeSlot | undefined {
  if (minutes >= 21 * 60 || minutes < 60) return 'late-night'
  if (minutes >= 18 * 60) return 'dinner'
  if (minutes >= 16 * 60) return 'happy-hour'
  if (minutes >= 14 * 60 + 30) return 'afternoon'
  if (minutes >= 11 * 60 + 30) return 'lunch'
  if (minutes >= 10 * 60) return 'brunch'
  if (minutes >= 7 * 60) return 'breakfast'
  return undefined
}

/**
 * A clock time ("7pm", "around 7", "at 7:30", "19:45", "noon") → its slot, and the time itself when
 * only one was said. Bare hours read as afternoon/evening unless the text says morning.
 */
export function readClockTime(
  text: Text,
  lower: string,
): { slot: ConciergeTimeSlot | 'unclear' | undefined; minutes?: number } {
  const morning = /\b(?:breakfast|brunch|morning)\b/.test(lower)
  const minutes: number[] = []
  for (const m of text.take(/\b(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)(?!\w)/gi)) {
    const h = Number(m[1]) % 12
    minutes.push((m[3].toLowerCase().startsWith('p') ? h + 12 : h) * 60 + Number(m[2] ?? 0))
  }
  for (const m of text.take(/\b(noon|midday|midnight)\b/gi))
    minutes.push(m[1].toLowerCase() === 'midnight' ? 0 : 12 * 60)
  const bare = regExp(
    `\\b(?:(?:at|around|about|by|from|starting at|start at|~)\\s+(\\d{1,2})(?::(\\d{2}))?(?:\\s*o'?clock)?\\b(?!\\s*(?:${PEOPLE}|%|dollars|bucks|per|pp|each|a head|st|nd|rd|th)\\b)|(\\d{1,2}):(\\d{2})\\b|(\\d{1,2})\\s*o'?clock\\b)`,
    'gi',
  )
  for (const m of text.take(bare)) {
    const hour = Number(m[1] ?? m[3] ?? m[5])
    const min = Number(m[2] ?? m[4] ?? 0)
    if (hour > 23 || min > 59) continue
    if (hour >= 13 || hour === 0) minutes.push(hour * 60 + min)
    else if (hour === 12) minutes.push(12 * 60 + min)
    else if (morning && hour >= 6) minutes.push(hour * 60 + min)
    else minutes.push((hour + 12) * 60 + min)
  }
  if (!minutes.length) return { slot: undefined }
  const slots = [...new Set(minutes.map(slotAt))]
  if (slots.length > 1 || slots[0] === undefined) return { slot: 'unclear' }
  const distinct = [...new Set(minutes)]
  return { slot: slots[0], minutes: distinct.length === 1 ? distinct[0] : undefined }
}
