// The product's option sets. Values are the ids sent over the wire.

// The venue types live apart so the router can list category pages without the other sets.
export { VENUE_TYPES, VENUE_TYPE_IDS, type VenueType } from './venue-types'

export const SERVICE_TYPES = ['Full Service', 'Private Dining', 'Buyout', 'Semi-Private', 'Event Space'] as const

export const SEARCH_VIBES = [
  { value: 'elegant', label: 'Elegant & Upscale' },
  { value: 'casual', label: 'Casual & Relaxed' },
  { value: 'corporate', label: 'Business & Corporate' },
  { value: 'trendy', label: 'Trendy & Modern' },
  { value: 'romantic', label: 'Romantic & Intimate' },
  { value: 'outdoor', label: 'Outdoor & Scenic' },
] as const
export type Vibe = (typeof SEARCH_VIBES)[number]['value']
export const VIBE_IDS = SEARCH_VIBES.map((v) => v.value) as [Vibe, ...Vibe[]]

export const DIETARY_OPTIONS = [
  { value: 'vegetarian', label: 'Vegetarian' },
  { value: 'vegan', label: 'Vegan' },
  { value: 'gluten-free', label: 'Gluten-Free' },
  { value: 'kosher', label: 'Kosher' },
  { value: 'halal', label: 'Halal' },
  { value: 'dairy-free', label: 'Dairy-Free' },
  { value: 'nut-free', label: 'Nut-Free' },
] as const
export type Dietary = (typeof DIETARY_OPTIONS)[number]['value']
export const DIETARY_IDS = DIETARY_OPTIONS.map((d) => d.value) as [Dietary, ...Dietary[]]
/** A diet by its label ('gluten-free' → 'Gluten-Free'); one a guest wrote herself as she wrote it, capitalised. */
export const dietaryLabel = (d: string) =>
  DIETARY_OPTIONS.find((o) => o.value === d)?.label ?? d.charAt(0).toUpperCase() + d.slice(1)

export const FEATURE_OPTIONS = [
  { value: 'outdoor', label: 'Outdoor Seating' },
  { value: 'private-room', label: 'Private Room' },
  { value: 'av-equipment', label: 'AV Equipment' },
  { value: 'dance-floor', label: 'Dance Floor' },
  { value: 'bar', label: 'Full Bar' },
  { value: 'parking', label: 'Parking' },
  { value: 'wheelchair', label: 'Wheelchair Accessible' },
] as const
export type Feature = (typeof FEATURE_OPTIONS)[number]['value']
export const FEATURE_IDS = FEATURE_OPTIONS.map((f) => f.value) as [Feature, ...Feature[]]

export const CUISINES = [
  'American',
  'Italian',
  'Mexican',
  'Japanese',
  'Chinese',
  'French',
  'Mediterranean',
  'Indian',
  'Thai',
  'Vietnamese',
  'Spanish',
  'Greek',
  'Korean',
  'Middle Eastern',
  'Fusion',
  'Steakhouse',
  'Seafood',
  'Vegetarian/Vegan',
  'Barbecue',
  'No Preference',
] as const
/** Shown on a card when a venue lists no cuisine. */
export const DEFAULT_CUISINE_TAGS = ['Contemporary', 'Seasonal'] as const

/**
 * The event types of the one "Request to Book" flow (venue card, venue page, booking page): the
 * wizard's first six ids (requests already stored use them) and the booking page's other occasions.
 */
export const WIZARD_EVENT_TYPES = [
  { value: 'corporate', label: 'Corporate Event' },
  { value: 'birthday', label: 'Birthday Celebration' },
  { value: 'client-dinner', label: 'Client Dinner' },
  { value: 'team-offsite', label: 'Team Offsite' },
  { value: 'meeting', label: 'Business Meeting' },
  { value: 'anniversary', label: 'Anniversary Party' },
  { value: 'social', label: 'Social Gathering' },
  { value: 'holiday-party', label: 'Holiday Party' },
  { value: 'rehearsal-dinner', label: 'Rehearsal Dinner' },
  { value: 'wedding', label: 'Wedding Reception' },
  { value: 'brand-event', label: 'Brand Event' },
  { value: 'other', label: 'Other' },
] as const

export const PACKAGES = [
  { value: 'standard', label: 'Standard Package', description: 'Basic venue rental with standard menu', multiplier: 1 },
  {
    value: 'premium',
    label: 'Premium Package',
    description: 'Enhanced menu and service (+20% per person)',
    multiplier: 1.2,
  },
  {
    value: 'luxury',
    label: 'Luxury Package',
    description: 'All-inclusive with premium add-ons (+50% per person)',
    multiplier: 1.5,
  },
] as const

/** Dollars per guest (`person`), per hour the planner asks for (`hour`) or once for the event. */
export const FIXED_ADD_ONS = [
  { id: 'premium-bar', label: 'Premium Bar Package', price: 25, per: 'person' },
  { id: 'av-equipment', label: 'AV Equipment', price: 150, per: 'event' },
  { id: 'flower-arrangements', label: 'Flower Arrangements', price: 200, per: 'event' },
  { id: 'custom-menu', label: 'Custom Menu Creation', price: 10, per: 'person' },
  { id: 'extended-hours', label: 'Extended Hours', price: 500, per: 'hour' },
] as const

/** How many extra hours a planner may ask for with "Extended Hours" (priced per hour). */
export const EXTENDED_HOURS = { min: 1, max: 4, default: 1 } as const

/** What the booking page sent before it became the same flow; still accepted by POST /api/concierge/book. */
export const BOOKING_PAGE_EVENT_TYPES = [
  'Corporate Meeting',
  'Team Offsite',
  'Client Dinner',
  'Sales Meeting',
  'Birthday Party',
  'Anniversary',
  'Social Gathering',
  'Wedding Rehearsal',
  'Holiday Party',
  'Brand Event',
  'Other',
] as const

export const CONCIERGE_OCCASIONS = [
  'Business Dinner',
  'Team Building',
  'Corporate Event',
  'Birthday Celebration',
  'Anniversary',
  'Wedding Reception',
  'Product Launch',
  'Conference',
  'Holiday Party',
  'Networking Event',
  'Fundraiser',
  'Other',
] as const

export const CONCIERGE_BUDGETS = [
  { value: 'moderate', label: '$$ - Moderate ($25-50 per person)', min: 25, max: 50 },
  { value: 'premium', label: '$$$ - Premium ($50-100 per person)', min: 50, max: 100 },
  { value: 'luxury', label: '$$$$ - Luxury ($100+ per person)', min: 100, max: null },
] as const

export const CONCIERGE_VIBES = [
  'Elegant & Upscale',
  'Casual & Relaxed',
  'Modern & Trendy',
  'Cozy & Intimate',
  'Vibrant & Energetic',
  'Rustic & Charming',
  'Corporate & Professional',
  'Creative & Artistic',
  'Outdoor & Natural',
] as const

export const CONCIERGE_TIME_SLOTS = [
  { value: 'breakfast', label: 'Breakfast (7-10 AM)' },
  { value: 'brunch', label: 'Brunch (10 AM-1 PM)' },
  { value: 'lunch', label: 'Lunch (11:30 AM-2:30 PM)' },
  { value: 'afternoon', label: 'Afternoon (2:30-5 PM)' },
  { value: 'happy-hour', label: 'Happy Hour (4-6 PM)' },
  { value: 'dinner', label: 'Dinner (6-9 PM)' },
  { value: 'late-night', label: 'Late Night (9 PM-12 AM)' },
] as const

/**
 * The clock time a slot is checked against a venue's minimum notice: its start, the earliest
 * moment the group could arrive, so a venue that passes here has enough notice for the whole slot.
 */
export const TIME_SLOT_START: Readonly<Record<(typeof CONCIERGE_TIME_SLOTS)[number]['value'], string>> = {
  breakfast: '7:00 AM',
  brunch: '10:00 AM',
  lunch: '11:30 AM',
  afternoon: '2:30 PM',
  'happy-hour': '4:00 PM',
  dinner: '6:00 PM',
  'late-night': '9:00 PM',
}

export const NEWSLETTER_ROLES = [
  { value: 'event-planner', label: 'Event Planner' },
  { value: 'executive-assistant', label: 'Executive Assistant' },
  { value: 'marketing-manager', label: 'Marketing Manager' },
  { value: 'operations-manager', label: 'Operations Manager' },
  { value: 'other', label: 'Other' },
] as const

export const EXPERIENCES = [
  {
    id: 4,
    slug: 'brand-activations',
    name: 'Brand Activations',
    description: 'Launches, pop-ups and brand dinners in venues that carry your story.',
  },
  {
    id: 1,
    slug: 'executive-dinners',
    name: 'Executive Dinners',
    description: 'Quiet private rooms and impeccable service for leadership and client dinners.',
  },
  {
    id: 2,
    slug: 'private-dining',
    name: 'Private Dining',
    description: 'Private rooms and buyouts for celebrations and gatherings.',
  },
  {
    id: 3,
    slug: 'conference-groups',
    name: 'Conference Groups',
    description: 'Group dinners near the convention floor for conference organizers.',
  },
] as const
export type ExperienceSlug = (typeof EXPERIENCES)[number]['slug']
export const EXPERIENCE_SLUGS = EXPERIENCES.map((e) => e.slug) as [ExperienceSlug, ...ExperienceSlug[]]
