import type { ComponentProps } from 'react'
import { cn } from '~/web/lib/cn'

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn('animate-pulse rounded-xl bg-ivory-200', className)}
      {...props}
    />
  )
}
