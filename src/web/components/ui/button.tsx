import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '~/web/lib/cn'

export const buttonVariants = cva(
  // .btn: the rest of the base (src/web/styles.css, the components layer).
  'btn [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-terracotta-600 text-white shadow-sm hover:bg-terracotta-700',
        secondary: 'bg-ivory-200 text-ink-900 hover:bg-ivory-300',
        outline: 'border border-ink-200 bg-white text-ink-900 hover:border-terracotta-400 hover:bg-terracotta-50',
        ghost: 'text-ink-800 hover:bg-ivory-200',
        link: 'rounded-sm px-0 text-terracotta-700 underline-offset-4 hover:underline',
        dark: 'bg-ink-900 text-ivory-50 hover:bg-ink-800',
        destructive: 'bg-destructive-fill text-white hover:bg-red-800',
      },
      size: {
        default: 'h-11 px-5 text-sm',
        sm: 'h-9 px-4 text-sm',
        lg: 'h-12 px-7 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  )
}
