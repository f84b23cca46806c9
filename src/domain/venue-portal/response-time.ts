// How fast a venue answers, as planners see it on its page: the median time from a
// request naming the venue to its first answer (by the venue or our staff), over recent requests,
// shown only once enough requests were answered for the median to mean something.

export const RESPONSE_TIME_WINDOW_DAYS = 90
export const RESPONSE_TIME_MIN_ANSWERS = 5

/** The promise in words, rounded up: 2.2 h → "Usually replies within 3 hours". */
export function responseTimeLabel(medianHours: number): string {
  if (medianHours <= 1) return 'Usually replies within an hour'
  if (medianHours <= 24) return `Usually replies within ${Math.ceil(medianHours)} hours`
  const days = Math.ceil(medianHours / 24)
  return days === 1 ? 'Usually replies within a day' : `Usually replies within ${days} days`
}
