// How the portal words its data: space kinds, money in cents, weekdays.
import type { SpaceKind } from '~/domain/venues/spaces'

export const SPACE_KIND_LABELS: Record<SpaceKind, string> = {
  private_room: 'Private room',
  semi_private: 'Semi-private',
  buyout: 'Whole-venue buyout',
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
export const formatCents = (cents: number) => usd.format(cents / 100)
/** Cents as the dollars a form field shows ('' for none). */
export const centsToField = (cents: number) => (cents ? String(cents / 100) : '')

export const WEEKDAY_LABELS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

export const capacityText = (s: { seatedCapacity: number; standingCapacity: number }) =>
  [s.seatedCapacity ? `${s.seatedCapacity} seated` : null, s.standingCapacity ? `${s.standingCapacity} standing` : null]
    .filter(Boolean)
    .join(' · ')
