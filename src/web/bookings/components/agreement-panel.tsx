// A booking's agreement as one side reads it (the planner on her event, the venue in its portal,
// our team in the console): the version in force with who signed it and when, its PDF, every
// earlier version with what it changed, the change orders waiting (the other side's to accept and
// sign, or decline) and a form to propose a change. The server says what the reader may do
// (canPropose, canAnswer); the console's view is read-only and shows each version's hash.
import { useId, useState } from 'react'
import type { Agreement } from '~/domain/bookings/agreement-api'
import type { ChangeOrderSide } from '~/domain/bookings/agreement'
import { Button } from '~/web/components/ui/button'
import { SignAgreementFields } from '~/web/components/form/sign-agreement-fields'
import { isApiError } from '~/web/lib/api'
import { formatDateTime } from '~/web/lib/dates'
import { downloadFile } from '~/web/lib/download-file'
import { agreementApiPaths } from '../bookings-paths'
import { useAgreement, useAgreementActions } from '../api/agreement'
import { ProposeChangeForm } from './propose-change-form'

type Version = Agreement['versions'][number]
type ChangeOrder = Agreement['changeOrders'][number]
type Change = Version['changes'][number]
type AgreementReaderSide = 'planner' | 'venue' | 'staff'

const sideName = (side: ChangeOrderSide, reader: AgreementReaderSide) =>
  side === reader && reader !== 'staff'
    ? 'you'
    : side === 'staff'
      ? 'our team'
      : side === 'venue'
        ? 'the venue'
        : 'the planner'

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const preClass =
  'max-h-72 overflow-auto rounded-md border border-ivory-300 bg-ivory-50 p-3 font-sans text-sm whitespace-pre-wrap text-ink-800'

const failureOf = (error: unknown) =>
  isApiError(error) && error.status < 500 && error.serverMessage
    ? error.serverMessage
    : 'That did not go through. Please try again.'

function ChangeList({ changes }: { changes: Change[] }) {
  return (
    <ul className="grid gap-0.5 text-sm">
      {changes.map((c) => (
        <li key={c.field}>
          {c.label}: {c.from} → {c.to}
        </li>
      ))}
    </ul>
  )
}

function signedLine(v: Version, reader: AgreementReaderSide) {
  const by = v.signerName ? `${v.signerName} (${sideName(v.signedBy, reader)})` : capital(sideName(v.signedBy, reader))
  return `Signed by ${by} on ${formatDateTime(v.signedAt)}`
}

/** The SHA-256 of the text signed, as staff check it against a PDF or a dispute. */
function HashLine({ hash }: { hash: string }) {
  return (
    <p className="text-xs break-all text-ink-700">
      SHA-256 of the signed text: <span className="font-mono">{hash}</span>
    </p>
  )
}

function PdfButton({ base, reference, version }: { base: string; reference: string; version: number }) {
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void downloadFile(agreementApiPaths.pdf(base, version), `agreement-${reference}-v${version}.pdf`)}
    >
      Download PDF<span className="sr-only"> of version {version}</span>
    </Button>
  )
}

/**
 * Opened on demand, as the kitchen sheet is (an event with a venue may have no agreement: one made
 * by hand), unless `initiallyOpen` (a booking that has one).
 */
export function AgreementPanel({
  base,
  reader,
  initiallyOpen = false,
  readOnly = false,
}: {
  base: string
  reader: AgreementReaderSide
  initiallyOpen?: boolean
  /** Nothing to propose or answer here (the console reads it). */
  readOnly?: boolean
}) {
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="rounded-xl border border-ivory-300 bg-white px-4 py-3 print:hidden"
    >
      <summary className="cursor-pointer font-medium text-ink-900">Agreement</summary>
      {open && <AgreementBody base={base} reader={reader} readOnly={readOnly} />}
    </details>
  )
}

function AgreementBody({ base, reader, readOnly }: { base: string; reader: AgreementReaderSide; readOnly: boolean }) {
  const agreement = useAgreement(base)
  if (agreement.isPending) return <p role="status">Loading the agreement…</p>
  if (agreement.isError)
    return isApiError(agreement.error) && agreement.error.status === 404 ? (
      <p className="mt-3 text-sm text-ink-700">There is no agreement until a venue booking is confirmed.</p>
    ) : (
      <p role="alert" className="mt-3 text-sm text-red-900">
        The agreement could not be loaded. Please try again.
      </p>
    )
  const a = agreement.data
  const current = a.versions.at(-1)
  const waiting = a.changeOrders.filter((c) => c.status === 'proposed')
  const answered = a.changeOrders.filter((c) => c.status !== 'proposed')
  return (
    <div className="mt-3 grid gap-4">
      {!current ? (
        <p className="text-sm text-ink-700">There is no signed agreement for this booking yet.</p>
      ) : (
        <div className="grid gap-2">
          <p role="status" className="font-medium text-ink-900">
            Version {current.version} · {a.reference}
          </p>
          <p className="text-sm text-ink-700">{signedLine(current, reader)}</p>
          {reader === 'staff' && <HashLine hash={current.hash} />}
          <details>
            <summary className="cursor-pointer text-sm font-medium text-terracotta-700">Read the terms</summary>
            <pre tabIndex={0} aria-label={`The terms of version ${current.version}`} className={`mt-2 ${preClass}`}>
              {current.text}
            </pre>
          </details>
          <div>
            <PdfButton base={base} reference={a.reference} version={current.version} />
          </div>
        </div>
      )}
      {waiting.map((c) => (
        <WaitingChange key={c.id} base={base} order={c} reader={reader} readOnly={readOnly} />
      ))}
      {a.canPropose && !readOnly && <ProposeChangeForm base={base} />}
      {a.versions.length > 1 && (
        <div className="grid gap-2">
          <h3 className="font-semibold text-ink-900">History</h3>
          <ol className="grid gap-3" aria-label="Versions of the agreement">
            {[...a.versions].reverse().map((v) => (
              <li key={v.version} className="grid gap-1 border-l-2 border-ivory-300 pl-3">
                <p className="font-medium text-ink-900">
                  Version {v.version}
                  {v === current ? ' (in force)' : ''}
                </p>
                <p className="text-sm text-ink-700">{signedLine(v, reader)}</p>
                {reader === 'staff' && v !== current && <HashLine hash={v.hash} />}
                {v.changes.length > 0 ? (
                  <ChangeList changes={v.changes} />
                ) : (
                  <p className="text-sm text-ink-700">The terms first agreed.</p>
                )}
                {v !== current && (
                  <div>
                    <PdfButton base={base} reference={a.reference} version={v.version} />
                  </div>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      {answered.length > 0 && (
        <div className="grid gap-1">
          <h3 className="font-semibold text-ink-900">Changes answered</h3>
          <ul className="grid gap-1 text-sm text-ink-700">
            {answered.map((c) => (
              <li key={c.id}>
                {capital(sideName(c.proposedBy, reader))} proposed{' '}
                {c.changes.map((x) => x.label.toLowerCase()).join(', ')}: {c.status}
                {c.answeredAt ? ` on ${formatDateTime(c.answeredAt)}` : ''}.
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

function WaitingChange({
  base,
  order,
  reader,
  readOnly,
}: {
  base: string
  order: ChangeOrder
  reader: AgreementReaderSide
  readOnly: boolean
}) {
  const ids = useId()
  const { answer } = useAgreementActions(base)
  const [signerName, setSignerName] = useState('')
  const [missingName, setMissingName] = useState(false)
  const who = sideName(order.proposedBy, reader)
  const canAnswer = order.canAnswer && !readOnly
  const accept = () => {
    if (!order.proposed) return
    if (!signerName.trim()) {
      setMissingName(true)
      document.getElementById(`${ids}-signer`)?.focus()
      return
    }
    setMissingName(false)
    answer.mutate({
      changeOrderId: order.id,
      answer: 'accept',
      signature: { signerName: signerName.trim(), agreementHash: order.proposed.hash },
    })
  }
  return (
    <article
      aria-labelledby={`${ids}-title`}
      className="grid gap-2 rounded-lg border border-terracotta-200 bg-ivory-50 p-3"
    >
      <h3 id={`${ids}-title`} className="font-semibold text-ink-900">
        {canAnswer ? `A change from ${who}, waiting for your answer` : `A change proposed by ${who}`}
      </h3>
      <p className="text-sm text-ink-700">
        Proposed by {order.proposedByName} on {formatDateTime(order.createdAt)}
        {canAnswer ? '.' : '. The other side answers it.'}
      </p>
      <ChangeList changes={order.changes} />
      {order.note && <p className="text-sm text-ink-800">“{order.note}”</p>}
      {canAnswer && order.proposed && (
        <div className="grid gap-2">
          <SignAgreementFields
            text={order.proposed.text}
            signerName={signerName}
            onSignerName={setSignerName}
            missing={missingName}
            signerInputId={`${ids}-signer`}
          />
          {answer.isError && (
            <p role="alert" className="text-sm text-red-900">
              {failureOf(answer.error)}
            </p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button disabled={answer.isPending} onClick={accept}>
              Accept and sign
            </Button>
            <Button
              variant="outline"
              disabled={answer.isPending}
              onClick={() => answer.mutate({ changeOrderId: order.id, answer: 'decline' })}
            >
              Decline
            </Button>
          </div>
        </div>
      )}
    </article>
  )
}
