// /staff/outbox: the emails waiting, sent and failed, with attempts and last error; view one and
// send it again.
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '~/web/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '~/web/components/ui/dialog'
import { Skeleton } from '~/web/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/web/components/ui/tabs'
import { isApiError } from '~/web/lib/api'
import { formatDateTime } from '~/web/lib/dates'
import { useReturnFocus } from '~/web/lib/use-return-focus'
import { toast } from '~/web/lib/use-toast'
import type { OutboxStatus } from '~/domain/staff/outbox-api'
import { useOutbox } from '../api/get-outbox'
import { useOutboxEmail } from '../api/get-outbox-email'
import { useResendEmail } from '../api/resend-email'
import { staffPaths } from '../staff-paths'

const TABS: { value: OutboxStatus; label: string; empty: string }[] = [
  { value: 'pending', label: 'Pending', empty: 'No emails waiting.' },
  { value: 'sent', label: 'Sent', empty: 'No emails sent yet.' },
  { value: 'failed', label: 'Failed', empty: 'No failed emails.' },
]

export function OutboxView() {
  const [status, setStatus] = useState<OutboxStatus>('pending')
  const [viewing, setViewing] = useState<number | null>(null)
  const outbox = useOutbox(status)
  const resend = useResendEmail()

  const onResend = async (id: number) => {
    try {
      const email = await resend.mutateAsync(id)
      toast({
        variant: 'success',
        title: 'Email queued again',
        description: `“${email.subject}” to ${email.toAddress} will be sent shortly.`,
      })
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Not resent',
        description: isApiError(error) ? (error.serverMessage ?? error.message) : 'Please try again.',
      })
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <title>Outbox · Concierge console · Bountiful</title>
      <div className="grid gap-1">
        <h1 className="font-display text-4xl font-semibold text-ink-900">Outbox</h1>
        <p className="text-ink-600">Every email the product sends goes through here, with its retries.</p>
      </div>
      <Tabs value={status} onValueChange={(v) => setStatus(v as OutboxStatus)}>
        <TabsList aria-label="Email status" className="max-w-full overflow-x-auto">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label} ({outbox.data?.counts[t.value] ?? '…'})
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((t) => (
          <TabsContent key={t.value} value={t.value}>
            {outbox.isPending ? (
              <div className="grid gap-2">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-16 w-full" />
                ))}
              </div>
            ) : outbox.isError ? (
              <p role="alert" className="text-sm text-red-900">
                The outbox could not be loaded. {outbox.error.message}
              </p>
            ) : outbox.data.emails.length === 0 ? (
              <p className="rounded-xl border border-dashed border-ink-200 p-8 text-center text-ink-600">{t.empty}</p>
            ) : (
              <ul className="grid gap-2">
                {outbox.data.emails.map((m) => (
                  <li
                    key={m.id}
                    className="grid gap-2 rounded-xl border border-ivory-300 bg-white p-4 shadow-xs sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                  >
                    <div className="grid min-w-0 gap-0.5 text-sm">
                      <span className="font-medium break-words text-ink-900">{m.subject}</span>
                      <span className="text-xs break-all text-ink-600">
                        To {m.toAddress} · {m.template}
                        {m.requestReference && m.requestId ? (
                          <>
                            {' · '}
                            <Link
                              to={staffPaths.request(m.requestId)}
                              className="font-mono text-terracotta-700 underline-offset-4 hover:underline"
                            >
                              {m.requestReference}
                            </Link>
                          </>
                        ) : null}
                      </span>
                      <span className="text-xs text-ink-700">
                        {m.attempts} attempt{m.attempts === 1 ? '' : 's'} ·{' '}
                        {m.sentAt ? `sent ${formatDateTime(m.sentAt)}` : `queued ${formatDateTime(m.createdAt)}`}
                        {m.status === 'pending' && m.attempts > 0
                          ? ` · next try ${formatDateTime(m.nextAttemptAt)}`
                          : ''}
                      </span>
                      {m.lastError && (
                        <span className="text-xs break-words text-red-800">Last error: {m.lastError}</span>
                      )}
                    </div>
                    <div className="flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setViewing(m.id)}
                        aria-label={`View email: ${m.subject}`}
                      >
                        View
                      </Button>
                      {m.status !== 'pending' && (
                        <Button
                          size="sm"
                          variant="dark"
                          onClick={() => onResend(m.id)}
                          disabled={resend.isPending}
                          aria-label={`Resend email: ${m.subject}`}
                        >
                          Resend
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>
      <EmailDialog id={viewing} onClose={() => setViewing(null)} />
    </div>
  )
}

function EmailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const email = useOutboxEmail(id)
  // Opened from code (one dialog for every row), so focus goes back to the 'View' that opened it.
  const returnFocus = useReturnFocus(id !== null)
  return (
    <Dialog open={id !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl" onCloseAutoFocus={returnFocus}>
        <DialogTitle>{email.data?.subject ?? 'Email'}</DialogTitle>
        <DialogDescription>
          {email.data
            ? `To ${email.data.toAddress} · ${email.data.status} · ${email.data.attempts} attempt(s)`
            : 'Loading…'}
        </DialogDescription>
        {email.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : email.isError ? (
          <p role="alert" className="text-sm text-red-900">
            The email could not be loaded.
          </p>
        ) : (
          <>
            {email.data.lastError && <p className="text-sm text-red-800">Last error: {email.data.lastError}</p>}
            <pre
              className="max-h-[55vh] overflow-auto rounded-xl bg-ivory-100 p-4 font-sans text-sm whitespace-pre-wrap text-ink-900"
              tabIndex={0}
            >
              {email.data.textBody}
            </pre>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
