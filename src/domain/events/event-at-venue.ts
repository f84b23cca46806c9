// An event named with its venue, once: a confirmed booking's event is often already called
// "Client Dinner at Bistro Sauvage", and an email adding " at Bistro Sauvage" would say it twice.

const folded = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()

/** 'Client Dinner' + 'Bistro Sauvage' → 'Client Dinner at Bistro Sauvage'; already named with it: unchanged. */
export function eventAtVenue(eventName: string, venueName: string | null | undefined): string {
  if (!venueName?.trim()) return eventName
  const name = folded(eventName)
  const venue = folded(venueName)
  if (name === venue || name.endsWith(` at ${venue}`) || name.endsWith(` @ ${venue}`)) return eventName
  return `${eventName} at ${venueName}`
}
