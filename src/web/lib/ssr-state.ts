// The state a server-rendered page carries for hydration (src/web/entry-server.tsx writes it,
// src/web/main.tsx reads it): the router's hydration data and the dehydrated queries. The landing,
// rendered outside the data router (src/web/landing-entry.tsx), has no router state.
import type { DehydratedState } from '@tanstack/react-query'
import type { HydrationState } from 'react-router'

export const SSR_STATE_ID = 'ssr-state'

export type SsrState = { router?: HydrationState; queries: DehydratedState }

/** The state of the page the server rendered, or undefined for the client-rendered shell. */
export function readSsrState(): SsrState | undefined {
  const el = document.getElementById(SSR_STATE_ID)
  if (!el?.textContent) return undefined
  try {
    return JSON.parse(el.textContent) as SsrState
  } catch {
    return undefined
  }
}
