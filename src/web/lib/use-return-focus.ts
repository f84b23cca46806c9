// Dialogs opened without a Radix Trigger (lazy-loaded, opened from code) get no focus return from
// Radix: it focuses its trigger ref, which is empty. This remembers what had focus when the
// dialog opened and puts focus back there when it closes.
import { useLayoutEffect, useRef } from 'react'

export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null)
  // A layout effect runs before Radix moves focus into the dialog (in its own passive effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement
    }
  }, [open])
  return (event: Event) => {
    const el = opener.current
    if (el && el.isConnected) {
      event.preventDefault()
      el.focus()
    }
  }
}
