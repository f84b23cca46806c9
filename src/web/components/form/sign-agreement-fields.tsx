// Signing an agreement, the same everywhere the planner or a venue accepts one (a proposal, a
// brief's quote, a change): the exact text the server rendered, then the signer's name typed.
// The caller sends that name with the hash of the text shown.
import { useId } from 'react'
import { Input } from '~/web/components/ui/input'
import { Label } from '~/web/components/ui/label'
import { FieldError } from './field-error'

export const SIGNER_NAME_MISSING = 'Please type your full name to sign'

export function SignAgreementFields({
  text,
  signerName,
  onSignerName,
  missing = false,
  signerInputId,
}: {
  text: string
  signerName: string
  onSignerName: (name: string) => void
  /** Accepting was tried with no name typed. */
  missing?: boolean
  /** To focus the name from outside (the accept button, when it is missing). */
  signerInputId?: string
}) {
  const ids = useId()
  const inputId = signerInputId ?? `${ids}-signer`
  return (
    <div className="grid gap-1.5">
      <p id={`${ids}-agreement`} className="text-sm font-semibold text-ink-900">
        The agreement you sign by accepting
      </p>
      <pre
        tabIndex={0}
        aria-labelledby={`${ids}-agreement`}
        className="max-h-72 overflow-auto rounded-md border border-ivory-300 bg-ivory-50 p-3 font-sans text-sm whitespace-pre-wrap text-ink-800"
      >
        {text}
      </pre>
      <Label htmlFor={inputId}>Your full name, to sign</Label>
      <Input
        id={inputId}
        autoComplete="name"
        maxLength={120}
        value={signerName}
        aria-invalid={missing}
        aria-describedby={`${ids}-signer-error`}
        onChange={(e) => onSignerName(e.target.value)}
      />
      <FieldError id={`${ids}-signer-error`} message={missing ? SIGNER_NAME_MISSING : undefined} />
    </div>
  )
}
