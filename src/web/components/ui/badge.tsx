import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '~/web/lib/cn'

export const badgeVariants = cva(
  // .badge: src/web/styles.css, the components layer.
  'badge',
  {
    variants: {
      variant: {
        default: 'bg-terracotta-100 text-terracotta-800',
        secondary: 'bg-ivory-200 text-ink-700',
        outline: 'border border-ink-200 text-ink-700',
        sage: 'bg-sage-100 text-sage-700',
        dark: 'bg-ink-900 text-ivory-50',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
}
