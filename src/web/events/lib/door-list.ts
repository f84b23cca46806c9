// What the door page reads from the guest list: the count at the top, the guests a search
// finds, and who a code just checked in.
import type { Door } from '~/domain/events/door'

export type DoorGuest = Door['guests'][number]

export type DoorTally = {
  /** Guests on the list (not walk-ins) checked in. */
  checkedIn: number
  /** Guests on the list expected at the door: everyone but those who said no. */
  expected: number
  /** Walk-ins, each checked in as they were added (unless undone). */
  walkIns: number
  /** The latest check-in's time (ISO), or null. */
  lastAt: string | null
}

export function doorTally(guests: readonly DoorGuest[]): DoorTally {
  const listed = guests.filter((g) => !g.walkIn)
  const times = guests.flatMap((g) => (g.checkedIn ? [g.checkedIn.at] : []))
  return {
    checkedIn: listed.filter((g) => g.checkedIn).length,
    expected: listed.filter((g) => g.rsvp !== 'no' || g.checkedIn).length,
    walkIns: guests.filter((g) => g.walkIn && g.checkedIn).length,
    lastAt: times.length ? times.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a)) : null,
  }
}

/** Lower case, accents gone: "José" is found by "jose". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** The guests whose name (or affiliation) holds every word of the search, in the list's order. */
export function searchGuests(guests: readonly DoorGuest[], query: string): DoorGuest[] {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (!words.length) return [...guests]
  return guests.filter((g) => {
    const text = fold(`${g.name} ${g.affiliation ?? ''}`)
    return words.every((w) => text.includes(w))
  })
}
