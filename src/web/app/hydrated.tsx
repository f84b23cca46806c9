import { useEffect } from 'react'

/**
 * Marks the document once React has taken over the server's HTML (tests wait for it before acting,
 * and public/start-app.js then replays a click it held), or has rendered the page itself.
 */
export function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
