import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as moonIcon from 'lucide-react/icons/moon'
import * as sunIcon from 'lucide-react/icons/sun'
import { cn } from '~/web/lib/cn'
import { useTheme } from './theme'

const Moon = lucideIcon(moonIcon)
const Sun = lucideIcon(sunIcon)

/** A switch between the light and the dark theme; its name says what it does, its state which is on. */
export function ThemeToggle({ className }: { className?: string }) {
  const [theme, setTheme] = useTheme()
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors',
        className,
      )}
    >
      {dark ? <Moon className="size-4" aria-hidden /> : <Sun className="size-4" aria-hidden />}
      Dark theme
    </button>
  )
}
