// A list of ids kept in this browser's storage (a visitor's hearts, a visitor's shortlist), read
// through useSyncExternalStore so every component showing it agrees, other tabs included. The
// server render sees the empty list: what a browser keeps is shown once the page is hydrated.
import { useSyncExternalStore } from 'react'

export type StoredIdList = {
  /** The ids, in the order they were added. */
  get: () => readonly number[]
  set: (ids: readonly number[]) => void
  /** The list, re-rendering when it changes (here or in another tab). */
  useIds: () => readonly number[]
  useHas: (id: number) => boolean
}

const EMPTY: readonly number[] = []

export function storedIdList(key: string): StoredIdList {
  const listeners = new Set<() => void>()
  let cache: readonly number[] | null = null

  const get = (): readonly number[] => {
    if (cache) return cache
    try {
      const raw = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown
      cache = Array.isArray(raw) ? raw.filter((x): x is number => Number.isInteger(x)) : []
    } catch {
      cache = []
    }
    return cache
  }

  const set = (ids: readonly number[]) => {
    cache = [...ids]
    try {
      localStorage.setItem(key, JSON.stringify(ids))
    } catch {
      // Storage full or blocked: the change still holds for this page view.
    }
    listeners.forEach((l) => l())
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) {
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

  return {
    get,
    set,
    useIds: () => useSyncExternalStore(subscribe, get, () => EMPTY),
    useHas: (id) =>
      useSyncExternalStore(
        subscribe,
        () => get().includes(id),
        () => false,
      ),
  }
}
