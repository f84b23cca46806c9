import { eventPaths } from '../event-paths'

/** The public event page's full address, as 'Copy Link' and 'Share' hand it out. */
export const publicEventUrl = (publicId: string) => `${window.location.origin}${eventPaths.publicEvent(publicId)}`

/** Writes to the clipboard; false when the browser refuses (no permission, insecure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** 'Maya Lopez' → 'ML'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?'
}

/** '2025-06-01T18:30:00.000Z' → 'Jun 1, 2025'. */
export const formatShortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso))

/** A chat timestamp: the time today, the date and time otherwise. */
export function formatMessageTime(iso: string): string {
  const d = new Date(iso)
  const today = new Date()
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(d)
  return d.toDateString() === today.toDateString()
    ? time
    : `${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(d)}, ${time}`
}
