// The one way a screen says that something is done ("Payment received", "You accepted this
// proposal", "Import complete"): a sage box with a check that screen readers announce as a status.
import { cva, type VariantProps } from 'class-variance-authority'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '~/web/lib/cn'
import { lucideIcon } from './lucide-icon'

const CircleCheck = lucideIcon(circleCheckIcon)

const successNoticeVariants = cva('rounded-xl border border-sage-600/30 bg-sage-100 p-4 text-sage-700', {
  variants: {
    layout: {
      // A check, then the title in bold and the rest of the sentence: the planner's and guests' pages.
      inline: 'flex items-start gap-3',
      // One line of small text without the check: the staff console.
      compact: 'text-sm',
      // The caller's heading (one it focuses, or names the section by), a body and actions.
      panel: 'grid gap-3',
    },
  },
  defaultVariants: { layout: 'inline' },
})

type SuccessNoticeProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'role'> &
  VariantProps<typeof successNoticeVariants> & {
    /** Said first, in bold (inline and compact). */
    title?: ReactNode
    children?: ReactNode
    /**
     * Announced as a status (the default). A panel the caller moves the focus to is read from its
     * heading instead, and is not announced twice.
     */
    announce?: boolean
  }

export function SuccessNotice({ layout, title, announce = true, className, children, ...props }: SuccessNoticeProps) {
  const shared = {
    'data-slot': 'success-notice',
    role: announce ? 'status' : undefined,
    className: cn(successNoticeVariants({ layout }), className),
    ...props,
  }
  const text = (
    <>
      {title && <strong className="font-semibold">{title}</strong>}
      {title && children ? ' ' : null}
      {children}
    </>
  )
  if (layout === 'panel') return <section {...shared}>{children}</section>
  if (layout === 'compact') return <p {...shared}>{text}</p>
  return (
    <div {...shared}>
      <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
      <p>{text}</p>
    </div>
  )
}
