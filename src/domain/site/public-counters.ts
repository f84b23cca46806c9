// A figure on a public page (subscribers, venues) is shown only once it is worth showing, and is
// then the real figure: below the threshold the counter is left out, never padded or invented.
export const PUBLIC_COUNTER_MIN = 100

/** The figure to show, or undefined when it is unknown or too small to show. */
export function publicCounter(n: number | undefined): number | undefined {
  return n !== undefined && Number.isInteger(n) && n >= PUBLIC_COUNTER_MIN ? n : undefined
}
