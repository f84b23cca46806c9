// Venue types, apart from the other option sets: the app's router needs
// only these to declare the category pages, so the landing page does not load the rest.

export const VENUE_TYPES = [
  { value: 'restaurant', label: 'Restaurant', slug: 'restaurants' },
  { value: 'hotel', label: 'Hotel', slug: 'hotels' },
  { value: 'convention-center', label: 'Convention Center', slug: 'convention-centers' },
  { value: 'unique-venue', label: 'Unique Venue', slug: 'unique-venues' },
  { value: 'hidden-gem', label: 'Hidden Gem', slug: 'hidden-gems' },
] as const
export type VenueType = (typeof VENUE_TYPES)[number]['value']
export const VENUE_TYPE_IDS = VENUE_TYPES.map((t) => t.value) as [VenueType, ...VenueType[]]
