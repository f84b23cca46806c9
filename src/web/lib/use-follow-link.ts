import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'

/**
 * A click handler for plain `<a href>` links to pages of the app: navigates in the app as React
 * Router's `<Link>` does (replacing the history entry when the link is to the page already shown,
 * as `<Link>` does), and leaves to the browser what it leaves (a modified or middle click, a link
 * with a target). One per list item, or per list, for all its links: each `<Link>` runs about
 * fifteen hooks and resolves its path, and a page of search results had sixty of them on its cards,
 * a tenth of its server render (docs/benchmarks.md, issue 31). Enter on a focused link is a click too.
 */
export function useFollowLink(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const navigate = useNavigate()
  return (event) => {
    const link = event.currentTarget
    if (event.defaultPrevented || event.button !== 0 || (link.target && link.target !== '_self')) return
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    const to = link.getAttribute('href') ?? '/'
    const here = window.location.pathname + window.location.search + window.location.hash
    void navigate(to, { replace: to === here })
  }
}
