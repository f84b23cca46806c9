// One rule for group size (docs/product.md): 8 to 60 guests, default 10.
export const MIN_GUESTS = 8
export const MAX_GUESTS = 60
export const DEFAULT_GUESTS = 10
/** The group sizes the product serves, as the copy writes them: '8 to 60'. */
export const GUEST_RANGE = `${MIN_GUESTS} to ${MAX_GUESTS}`
export const GUESTS_HINT = `Groups must be between ${MIN_GUESTS}-${MAX_GUESTS} people`
export const LARGE_GROUP_PROMPT = `Planning for more than ${MAX_GUESTS}?`

/** Clamp a typed value into [min, max]; anything non-numeric becomes the default. */
export function clampGuests(
  value: unknown,
  {
    min = MIN_GUESTS,
    max = MAX_GUESTS,
    fallback = DEFAULT_GUESTS,
  }: { min?: number; max?: number; fallback?: number } = {},
): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10)
  if (!Number.isFinite(n)) return Math.min(Math.max(fallback, min), max)
  return Math.min(Math.max(Math.trunc(n), min), max)
}

/** A venue caps a request at its own capacity, never above the product-wide maximum. */
export function venueGuestLimit(maxGuests: number): number {
  return Math.min(MAX_GUESTS, maxGuests)
}

export const venueCapacityHint = (maxGuests: number) => `This venue can accommodate up to ${maxGuests} guests`

/**
 * A venue's capacity as planners see it and as search filters and sorts on it: the private
 * group's, never above MAX_GUESTS. A room that holds more says so and sends larger groups to Callie.
 */
export function venueCapacityLabel(maxGuests: number): { text: string; largerGroups: boolean } {
  return maxGuests > MAX_GUESTS
    ? { text: `Up to ${MAX_GUESTS}+ guests`, largerGroups: true }
    : { text: `Up to ${maxGuests} guests`, largerGroups: false }
}
export const LARGER_GROUPS_PROMPT = 'ask Callie for larger groups'

/** The message next to a guest field whose typed count was corrected into range. */
export function guestsCorrectedMessage(typed: number, corrected: number): string | null {
  if (!Number.isFinite(typed) || typed === corrected) return null
  return `We plan groups of ${MIN_GUESTS} to ${MAX_GUESTS} — set to ${corrected}`
}
