import { useEffect, useState } from 'react'

/** True once the window has scrolled past `threshold` pixels. */
export function useScrolled(threshold = 50): boolean {
  // Read after mount: a server-rendered page's first render must be the server's (not scrolled).
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [threshold])
  return scrolled
}
