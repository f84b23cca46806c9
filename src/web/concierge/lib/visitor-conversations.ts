// Whether this browser started a conversation as a visitor. The visitor cookie is http-only, so the
// page cannot see it; this flag says a merge at sign-in has something to move.
const KEY = 'bountiful.callie-visitor'

export function markVisitorConversation(): void {
  try {
    window.localStorage.setItem(KEY, '1')
  } catch {
    // No storage (private mode): the thread stays the visitor's.
  }
}

export function hasVisitorConversation(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

export function forgetVisitorConversation(): void {
  try {
    window.localStorage.removeItem(KEY)
  } catch {
    // Nothing kept.
  }
}
