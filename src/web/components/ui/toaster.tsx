import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleExclamationPointIcon from 'lucide-react/icons/circle-exclamation-point'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import * as xIcon from 'lucide-react/icons/x'
import { Toast as ToastPrimitive } from 'radix-ui'
import { cn } from '~/web/lib/cn'
import { dismissToast, useToasts } from '~/web/lib/use-toast'

const CircleAlert = lucideIcon(circleExclamationPointIcon)
const CircleCheck = lucideIcon(circleCheckIcon)
const X = lucideIcon(xIcon)

/** 5000 ms, swipe right past 50 px to dismiss, F8 focuses the notification area. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(o) => !o && dismissToast(id)}
          data-variant={variant}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-10 shadow-lift',
            'data-[state=open]:animate-slide-in-right data-[state=closed]:hidden',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:hidden',
            variant === 'destructive'
              ? 'border-red-200 bg-red-50 text-red-950'
              : 'border-ivory-300 bg-white text-ink-900',
          )}
        >
          {variant === 'destructive' ? (
            <CircleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
          ) : variant === 'success' ? (
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-sage-600" aria-hidden />
          ) : (
            <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-terracotta-500" aria-hidden />
          )}
          <div className="grid gap-1">
            {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description && (
              <ToastPrimitive.Description className="text-sm opacity-90">{description}</ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 rounded-full p-1 text-current opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-terracotta-600"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-md" />
    </ToastPrimitive.Provider>
  )
}
