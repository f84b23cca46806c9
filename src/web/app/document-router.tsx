// The landing's router (./landing-app.tsx, src/web/landing-entry.tsx): React Router's declarative
// <Router>, without the data router or the route table. Every navigation it is asked for (a <Link>
// click, useNavigate, the search form's submit) is a document navigation, which lands on the
// target's server-rendered page, or on the app's shell, which then loads the whole app
// (docs/decisions/0013-server-rendering.md, addendum of 2026-11-25). A link to a fragment of the
// same page stays in the page, as the browser does it.
import { useEffect, useState, type ReactNode } from 'react'
import { createPath, parsePath, Router, type Navigator, type To } from 'react-router'

const href = (to: To) => (typeof to === 'string' ? to : createPath(to))

export const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
}

const currentPath = () => window.location.pathname + window.location.search + window.location.hash

export function DocumentRouter({ children }: { children: ReactNode }) {
  const [path, setPath] = useState(currentPath)
  useEffect(() => {
    // A fragment link (#plan) or the back button between fragments changes the URL in the page.
    const update = () => setPath(currentPath())
    window.addEventListener('popstate', update)
    window.addEventListener('hashchange', update)
    return () => {
      window.removeEventListener('popstate', update)
      window.removeEventListener('hashchange', update)
    }
  }, [])
  return (
    <Router location={parsePath(path)} navigator={documentNavigator}>
      {children}
    </Router>
  )
}
