// A value made the first time it is asked for and kept. For Intl formatters: creating one costs
// tens of milliseconds on a phone (the locale data is loaded then), which at module load a page
// pays while it hydrates, whether or not it shows a date.

export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined
  let made = false
  return () => {
    if (!made) {
      value = make()
      made = true
    }
    return value as T
  }
}
