// How a request names the add-ons a venue suggests: by their position in the venue's list. Free of
// zod, so that the venue page's booking card (./venue-rules.ts) does not load the schemas.

/** Venue-suggested add-ons are addressed by their position in the venue's list. */
export const AI_ADD_ON_RE = /^ai-addon-(0|[1-9]\d{0,2})$/
export const aiAddOnId = (index: number) => `ai-addon-${index}`
export const aiAddOnIndex = (id: string): number | null => {
  const m = AI_ADD_ON_RE.exec(id)
  return m ? Number(m[1]) : null
}

export const UNKNOWN_ADD_ON = 'Unknown add-on'
