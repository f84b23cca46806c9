// Opens 'Book a Call with Callie' from anywhere. Light on purpose: the dialog, the form library and
// the schemas load on first open (or on hover/focus of a trigger), never with the page.
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'
import { Button, type ButtonProps } from '~/web/components/ui/button'
import type { ConsultationPrefill } from './consultation-prefill'

const loadDialog = () => import('./consultation-dialog')
const ConsultationDialog = lazy(() => loadDialog().then((m) => ({ default: m.ConsultationDialog })))

/** Start loading the dialog code before the click (pointer over or focus on a trigger). */
export const preloadConsultationDialog = () => void loadDialog()

/**
 * `open(prefill)` shows the dialog; render `dialog` once, anywhere in the page. Focus returns to
 * the element that opened it when it closes.
 */
export function useConsultationDialog() {
  const [state, setState] = useState<{ open: boolean; prefill: ConsultationPrefill; session: number } | null>(null)
  const open = useCallback((prefill: ConsultationPrefill = {}) => {
    setState((s) => ({
      open: true,
      prefill,
      // A new prefill starts a new form; the same one keeps what was typed before closing.
      session: s && JSON.stringify(s.prefill) === JSON.stringify(prefill) ? s.session : (s?.session ?? 0) + 1,
    }))
  }, [])
  const dialog: ReactNode = state ? (
    <Suspense fallback={null}>
      <ConsultationDialog
        key={state.session}
        open={state.open}
        onOpenChange={(o) => setState((s) => (s ? { ...s, open: o } : s))}
        prefill={state.prefill}
      />
    </Suspense>
  ) : null
  return { open, dialog }
}

type ConsultationButtonProps = Omit<ButtonProps, 'onClick' | 'asChild'> & {
  prefill?: ConsultationPrefill
  children?: ReactNode
}

/** A button that opens the consultation dialog ('Book a Call with Callie' unless told otherwise). */
export function ConsultationButton({
  prefill,
  children = 'Book a Call with Callie',
  ...props
}: ConsultationButtonProps) {
  const { open, dialog } = useConsultationDialog()
  return (
    <>
      <Button
        {...props}
        aria-haspopup="dialog"
        onPointerEnter={preloadConsultationDialog}
        onFocus={preloadConsultationDialog}
        onClick={() => open(prefill)}
      >
        {children}
      </Button>
      {dialog}
    </>
  )
}
