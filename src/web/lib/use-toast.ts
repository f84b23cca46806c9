// A tiny toast store (shadcn's pattern): one toast at a time, shown by <Toaster />.
import { useSyncExternalStore, type ReactNode } from 'react'

export type ToastVariant = 'default' | 'destructive' | 'success'
export type ToastData = {
  id: string
  title?: ReactNode
  description?: ReactNode
  variant?: ToastVariant
  duration?: number
  open: boolean
}

const TOAST_LIMIT = 1
/** Removal delay after dismissal (the closing toast stays mounted, hidden). */
const TOAST_REMOVE_DELAY = 1_000_000

let toasts: ToastData[] = []
let counter = 0
const listeners = new Set<() => void>()
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>()

function emit(next: ToastData[]) {
  toasts = next
  listeners.forEach((l) => l())
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id)
      emit(toasts.filter((t) => t.id !== id))
    }, TOAST_REMOVE_DELAY),
  )
}

export function dismissToast(id?: string) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)))
  toasts.filter((t) => id === undefined || t.id === id).forEach((t) => scheduleRemoval(t.id))
}

export function toast(input: Omit<ToastData, 'id' | 'open'>) {
  const id = String(++counter)
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismissToast(id) }
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => toasts,
    () => toasts,
  )
}
