// Favourite venues of a visitor, kept in browser storage (docs/product.md). Signed-in users' hearts
// live on the server (../api); this store is merged into the account at sign-in, then emptied.
import { useSyncExternalStore } from 'react'

const KEY = 'bountiful:favourites'
const listeners = new Set<() => void>()
let cache: number[] | null = null

function read(): number[] {
  if (cache) return cache
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown
    cache = Array.isArray(raw) ? raw.filter((x): x is number => Number.isInteger(x)) : []
  } catch {
    cache = []
  }
  return cache
}

function write(ids: number[]) {
  cache = ids
  try {
    localStorage.setItem(KEY, JSON.stringify(ids))
  } catch {
    // Storage full or blocked: the toggle still works for this page view.
  }
  listeners.forEach((l) => l())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) {
      cache = null
      listener()
    }
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function getFavouriteIds(): readonly number[] {
  return read()
}

export function toggleFavourite(id: number) {
  const ids = read()
  write(ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])
}

/** After the hearts were merged into an account: the ones merged leave the browser. */
export function forgetFavourites(ids: readonly number[]) {
  write(read().filter((x) => !ids.includes(x)))
}

/** Every heart of this visitor, in the order they were given. */
export function useFavouriteIds(): readonly number[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY)
}
const EMPTY: readonly number[] = []

export function useIsFavourite(id: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => read().includes(id),
    () => false,
  )
}
