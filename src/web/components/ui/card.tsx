import type { ComponentProps } from 'react'
import { cn } from '~/web/lib/cn'

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('rounded-(--radius-card) border border-ivory-300 bg-white shadow-soft', className)}
      {...props}
    />
  )
}
