import { AlertDialog } from 'radix-ui'
import type { ReactNode, RefObject } from 'react'
import { buttonVariants } from '~/web/components/ui/button'
import { cn } from '~/web/lib/cn'
import { useReturnFocus } from '~/web/lib/use-return-focus'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  cancelLabel?: string
  confirmLabel: string
  busyLabel?: string
  busy?: boolean
  onConfirm: () => void
  /** Where the focus goes back to when the opener is gone, e.g. the button of the menu it was chosen from. */
  returnFocusTo?: RefObject<HTMLElement | null>
}

/**
 * A question that must be answered (focus starts on the safe choice; Escape keeps things as they are).
 * Opened from code, not from a Radix trigger, so it gives the focus back to the button that opened it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel = 'Cancel',
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  returnFocusTo,
}: Props) {
  const returnFocus = useReturnFocus(open)
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !busy && onOpenChange(o)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-backdrop/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current
            if (target?.isConnected) {
              event.preventDefault()
              target.focus()
            } else returnFocus(event)
          }}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-(--radius-card) bg-ivory-50 p-6 shadow-lift data-[state=open]:animate-fade-in"
        >
          <AlertDialog.Title className="font-display text-2xl font-semibold text-ink-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="grid gap-2 text-sm text-ink-700">{description}</div>
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })} disabled={busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(buttonVariants({ variant: 'destructive' }))}
              disabled={busy}
              onClick={(e) => {
                // Stays open until the work is done; the caller closes it.
                e.preventDefault()
                onConfirm()
              }}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
