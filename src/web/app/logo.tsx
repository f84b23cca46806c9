import { cn } from '~/web/lib/cn'

export function Logo({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden>
        <circle cx="16" cy="16" r="15" fill="#a4482a" />
        <path
          d="M9 19.5c0-3.9 3.1-7 7-7s7 3.1 7 7"
          fill="none"
          stroke="#fbf6ec"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path d="M7 21.5h18" stroke="#fbf6ec" strokeWidth="2" strokeLinecap="round" />
        <circle cx="16" cy="10.5" r="1.6" fill="#fbf6ec" />
      </svg>
      <span
        className={cn(
          'font-display text-2xl font-semibold tracking-tight',
          tone === 'dark' ? 'text-ink-900' : 'text-ivory-50',
        )}
      >
        Bountiful
      </span>
    </span>
  )
}
