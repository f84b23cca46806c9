// Light by default; dark on request. Until the visitor chooses, the page follows the system
// preference; the choice is kept in localStorage. public/theme-init.js applies the same rule
// before the first paint, so a dark page never flashes light.
import { useSyncExternalStore } from 'react'

export type Theme = 'light' | 'dark'
export const THEME_STORAGE_KEY = 'bountiful-theme'

const DARK_QUERY = '(prefers-color-scheme: dark)'
const listeners = new Set<() => void>()

function storedTheme(): Theme | null {
  try {
    const v = localStorage.getItem(THEME_STORAGE_KEY)
    return v === 'dark' || v === 'light' ? v : null
  } catch {
    return null
  }
}

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light'
}

export const currentTheme = (): Theme => storedTheme() ?? systemTheme()

function apply(theme: Theme) {
  const root = document.documentElement
  root.classList.toggle('dark', theme === 'dark')
  root.style.colorScheme = theme
}

function notify() {
  apply(currentTheme())
  for (const l of listeners) l()
}

let wired = false
function wire() {
  if (wired || typeof window === 'undefined') return
  wired = true
  // The system's preference may have changed between the first paint (public/theme-init.js) and
  // the app's start, server-rendered pages load their scripts after painting: no change event
  // will come for it, so the page would keep the theme it painted in.
  apply(currentTheme())
  matchMedia?.(DARK_QUERY).addEventListener?.('change', notify)
  // Another tab changed the choice.
  window.addEventListener('storage', (e) => {
    if (e.key === THEME_STORAGE_KEY) notify()
  })
}

// Follow system changes from the moment the app runs, whether or not a toggle is on screen.
wire()

function subscribe(listener: () => void) {
  wire()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Storage blocked (private mode): the choice lasts for this page only.
  }
  apply(theme)
  for (const l of listeners) l()
}

export function useTheme(): [Theme, (t: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme)
  return [theme, setTheme]
}
