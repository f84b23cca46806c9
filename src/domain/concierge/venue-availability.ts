// Whether a venue can host a group on a date, and in which of its spaces, said truthfully: a
// semi-private area is never called a private room. Pure: the availability tool loads the facts
// (spaces, blackouts, holds, notice) and Callie's answers read the verdict.
import { MAX_GUESTS } from '../guests'
import type { SpaceKind } from '../venues/spaces'
import { briefDateLabel } from './brief-labels'

export type SpaceFact = {
  name: string
  kind: SpaceKind
  /** The larger of seated and standing. */
  capacity: number
  /** Blacked out on the date asked. */
  blackedOut: boolean
  /** Held for a quote or booked in the slot asked. */
  taken: boolean
}

export type VenueFacts = {
  name: string
  minGuests: number
  maxGuests: number
  serviceType: string
  features: readonly string[]
  minNoticeHours: number
  spaces: readonly SpaceFact[]
  /** The venue is closed on the date asked. */
  blackedOut: boolean
  /** Hours from now to the event's start; null without a date. */
  hoursAhead: number | null
}

export const SPACE_KIND_LABELS: Readonly<Record<SpaceKind, string>> = {
  private_room: 'Private room',
  semi_private: 'Semi-private area',
  buyout: 'Whole venue (buyout)',
}

/** A room for the group alone: a private room or the whole venue, never a semi-private area. */
export const isPrivateKind = (kind: SpaceKind) => kind !== 'semi_private'

export type PrivateRoomFact = {
  /** The venue has a private space (or, listing no spaces, says so and is not semi-private). */
  offered: boolean
  /** The largest private space's capacity, or null. */
  capacity: number | null
  /** The private space that fits the group and is free (null: none). */
  spaceName: string | null
}

export type Availability = {
  /** null when no date was asked (capacity alone is checked). */
  available: boolean | null
  /** Why not, as a planner reads it; empty when it fits. */
  reasons: string[]
  spaces: { name: string; kind: string; capacity: number; fits: boolean; free: boolean | null }[]
  privateRoom: PrivateRoomFact
}

function privateRoomOf(v: VenueFacts, guests: number, dated: boolean): PrivateRoomFact {
  if (v.spaces.length === 0) {
    const offered = v.features.includes('private-room') && v.serviceType !== 'Semi-Private'
    return {
      offered,
      capacity: offered ? v.maxGuests : null,
      spaceName: offered && guests <= v.maxGuests && (!dated || !v.blackedOut) ? 'Private room' : null,
    }
  }
  const rooms = v.spaces.filter((s) => isPrivateKind(s.kind))
  const free = rooms.find((s) => s.capacity >= guests && (!dated || (!s.blackedOut && !s.taken)))
  return {
    offered: rooms.length > 0,
    capacity: rooms.length ? Math.max(...rooms.map((s) => s.capacity)) : null,
    spaceName: free && !(dated && v.blackedOut) ? free.name : null,
  }
}

/** The venue's answer for `guests` (and a date, when `date` is given), optionally in a private room. */
export function availabilityOf(
  v: VenueFacts,
  { guests, date, privateRoom = false }: { guests: number; date?: string; privateRoom?: boolean },
): Availability {
  const dated = date !== undefined
  const reasons: string[] = []
  const on = dated ? ` on ${briefDateLabel(date)}` : ''
  if (guests < v.minGuests) reasons.push(`${v.name} takes groups of at least ${v.minGuests}`)
  if (guests > Math.min(v.maxGuests, MAX_GUESTS)) reasons.push(`${v.name} seats at most ${v.maxGuests}`)
  if (dated && v.blackedOut) reasons.push(`${v.name} is closed${on}`)
  if (dated && v.hoursAhead !== null && v.hoursAhead < v.minNoticeHours)
    reasons.push(`${v.name} needs ${v.minNoticeHours} hours' notice`)
  const spaces = v.spaces.map((s) => ({
    name: s.name,
    kind: SPACE_KIND_LABELS[s.kind],
    capacity: s.capacity,
    fits: s.capacity >= guests,
    free: dated ? !s.blackedOut && !s.taken && !v.blackedOut : null,
  }))
  if (v.spaces.length && !reasons.length) {
    if (!spaces.some((s) => s.fits)) reasons.push(`No space at ${v.name} holds ${guests}`)
    else if (dated && !spaces.some((s) => s.fits && s.free)) reasons.push(`Its spaces for ${guests} are taken${on}`)
  }
  const room = privateRoomOf(v, guests, dated)
  if (privateRoom && !reasons.length && !room.spaceName)
    reasons.push(
      !room.offered
        ? `${v.name} has no private room${v.serviceType === 'Semi-Private' ? ' (its service is semi-private)' : ''}`
        : room.capacity !== null && room.capacity < guests
          ? `Its private room holds at most ${room.capacity}`
          : `Its private room is taken${on}`,
    )
  const fits = reasons.length === 0
  return { available: dated ? fits : fits ? null : false, reasons, spaces, privateRoom: room }
}
