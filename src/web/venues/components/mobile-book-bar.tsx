// Phones (< md): the booking card sits below the whole description, so a bar at the bottom of the
// screen offers "Request to Book" at any point. It opens the same flow
// as the card. It steps aside while the card itself or the footer is on screen, so it never covers
// them, and the page reserves its height so the last lines of content stay readable. It is in the
// page's tab order after the content.
import { useEffect, useState, type RefObject } from 'react'
import { Button } from '~/web/components/ui/button'

type Props = {
  pricePerPerson: number
  /** 'Jun 5 · 7:30 PM · 14 guests' */
  summary: string
  onRequest: () => void
  /** The booking card: while it is on screen the bar is not needed. */
  cardRef: RefObject<HTMLElement | null>
}

export function MobileBookBar({ pricePerPerson, summary, onRequest, cardRef }: Props) {
  const visibleTargets = useVisibleCount(cardRef)
  if (visibleTargets > 0) return null
  return (
    <div
      data-testid="mobile-book-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ivory-300 bg-white/95 px-4 py-3 shadow-lift backdrop-blur md:hidden print:hidden"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        <p className="min-w-0 text-sm text-ink-600">
          <span className="font-display text-lg font-semibold text-ink-900">${Math.round(pricePerPerson)}</span> /
          person
          <span className="block truncate">{summary}</span>
        </p>
        <Button onClick={onRequest} aria-haspopup="dialog" className="shrink-0">
          Request to Book
        </Button>
      </div>
    </div>
  )
}

/** How many of the card and the page footer are on screen now. */
function useVisibleCount(cardRef: RefObject<HTMLElement | null>): number {
  const [visible, setVisible] = useState(0)
  useEffect(() => {
    const targets = [cardRef.current, document.querySelector('footer')].filter((el): el is HTMLElement => el !== null)
    if (!targets.length || typeof IntersectionObserver === 'undefined') return
    const onScreen = new Set<Element>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) onScreen.add(entry.target)
        else onScreen.delete(entry.target)
      }
      setVisible(onScreen.size)
    })
    targets.forEach((el) => observer.observe(el))
    return () => observer.disconnect()
  }, [cardRef])
  return visible
}
