// A typed guest count, read while the planner types and settled when she leaves the field.
import { clampGuests, MAX_GUESTS, MIN_GUESTS } from '~/domain/guests'

export type GuestRange = { min: number; max: number }

/**
 * What the form holds while typing: '' for an empty box, the whole number typed, or the raw text
 * when it is not a number (the schema then says what is wrong).
 */
export function guestCountFromText(text: string): number | string {
  if (text.trim() === '') return ''
  const n = Number.parseInt(text, 10)
  return Number.isFinite(n) ? n : text
}

/** Leaving the field: an empty box stays empty (the schema asks for a count), anything else is clamped into range. */
export function settledGuestCount(
  text: string,
  { min = MIN_GUESTS, max = MAX_GUESTS }: Partial<GuestRange> = {},
): number | null {
  return text.trim() === '' ? null : clampGuests(text, { min, max })
}

/** The text a form value shows in the box. */
export function guestCountText(value: unknown): string {
  return value === '' || value === undefined || value === null ? '' : String(value)
}
