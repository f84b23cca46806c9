import { SpriteIcon } from '~/web/components/ui/sprite-icon'
import { cn } from '~/web/lib/cn'

export function Rating({ value, count, className }: { value: number; count?: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm text-ink-800', className)}>
      <SpriteIcon name="star" className="size-4 fill-gold-400 text-gold-500" />
      <span className="font-semibold">
        <span className="sr-only">Rated </span>
        {value.toFixed(1)}
        <span className="sr-only"> out of 5</span>
      </span>
      {count !== undefined && (
        <span className="text-ink-600">
          ({count} {count === 1 ? 'review' : 'reviews'})
        </span>
      )}
    </span>
  )
}
