import { cn } from '~/web/lib/cn'

/** Tasks completed of total, with the percent (0 when there are no tasks). */
export function TaskProgress({
  completed,
  total,
  className,
}: {
  completed: number
  total: number
  className?: string
}) {
  const percent = total ? Math.round((completed / total) * 100) : 0
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-ink-700">
          {completed} of {total} tasks completed
        </span>
        <span className="font-medium text-ink-900">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Tasks completed"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${completed} of ${total} tasks completed (${percent}%)`}
        className="h-2 overflow-hidden rounded-full bg-ivory-200"
      >
        <div className="h-full rounded-full bg-terracotta-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
