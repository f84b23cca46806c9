// Callie's endpoints. Kept beside the feature; the lead may fold them into web/lib/paths.ts.
export const conciergeApiPaths = {
  recommendations: () => '/api/concierge/recommendations',
  parse: () => '/api/concierge/parse',
  book: () => '/api/concierge/book',
} as const
