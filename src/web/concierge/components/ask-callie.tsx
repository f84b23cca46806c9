// 'Ask Callie in your own words': free text read on the server into the preferences, which fill the
// form for review; what Callie understood and, plainly, what she did not, are shown beside it.
import { CircleCheck, CircleHelp, Loader2, MessageSquareText } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import type { ParsedConciergeRequest } from '~/domain/concierge/parse-concierge-request'
import { textareaClass } from '~/web/components/form/control-classes'
import { FormField } from '~/web/components/form/form-field'
import { Button } from '~/web/components/ui/button'
import { isApiError } from '~/web/lib/api'
import { toast } from '~/web/lib/use-toast'
import { useParseConciergeRequest } from '../api/parse-concierge-request'

export const ASK_CALLIE_PLACEHOLDER =
  'dinner for 24 in Chicago next Friday around 7, Italian, about $90 a head, two vegans'
const EMPTY_MESSAGE = 'Please tell Callie about your event'
/** PARSE_TEXT_MAX of the parser, repeated: importing that module would ship its date library here. */
const ASK_TEXT_MAX = 1000

type Props = { onParsed: (result: ParsedConciergeRequest, text: string) => void }

/**
 * Not a react-hook-form form: one free-text box whose only rule (not empty) is checked here, and
 * whose 400 is a message for the box, not a field of a schema the form holds.
 */
export function AskCallie({ onParsed }: Props) {
  const mutation = useParseConciergeRequest()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [result, setResult] = useState<ParsedConciergeRequest | null>(null)
  const resultId = useId()
  const textRef = useRef<HTMLTextAreaElement>(null)

  const ask = async (ev: React.FormEvent) => {
    ev.preventDefault()
    const value = text.trim()
    if (!value) {
      setError(EMPTY_MESSAGE)
      textRef.current?.focus()
      return
    }
    setError(undefined)
    try {
      const parsed = await mutation.mutateAsync(value)
      setResult(parsed)
      onParsed(parsed, value)
    } catch (err) {
      const message = isApiError(err) && err.status === 400 ? (err.fieldErrors.text ?? err.serverMessage) : undefined
      if (message) setError(message)
      else
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Callie could not read your request just now. Please fill in the form below.',
        })
    }
  }

  return (
    <section
      aria-labelledby="ask-callie-title"
      className="grid gap-4 rounded-(--radius-card) border border-ivory-300 bg-ivory-100 p-6 sm:p-8"
    >
      <div className="grid gap-1">
        <h2 id="ask-callie-title" className="flex items-center gap-2 font-display text-2xl font-semibold text-ink-900">
          <MessageSquareText className="size-6 text-terracotta-600" aria-hidden /> Ask Callie in your own words
        </h2>
        <p className="text-sm text-ink-700">
          Describe your event as you would to a friend. Callie fills in the form below for you to check; nothing is sent
          to a venue yet.
        </p>
      </div>
      <form noValidate onSubmit={ask} aria-labelledby="ask-callie-title" className="grid gap-3">
        <FormField label="Tell Callie about your event" error={error} hint={`For example: "${ASK_CALLIE_PLACEHOLDER}"`}>
          {(p) => (
            <textarea
              {...p}
              ref={textRef}
              rows={3}
              maxLength={ASK_TEXT_MAX}
              placeholder={ASK_CALLIE_PLACEHOLDER}
              className={textareaClass}
              value={text}
              onChange={(ev) => setText(ev.target.value)}
            />
          )}
        </FormField>
        <Button
          type="submit"
          variant="dark"
          disabled={mutation.isPending}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {mutation.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <MessageSquareText aria-hidden />}
          {mutation.isPending ? 'Reading your request...' : 'Ask Callie'}
        </Button>
      </form>

      <div aria-live="polite" id={resultId}>
        {result && (
          <div className="grid gap-4 rounded-xl border border-ivory-300 bg-white p-5" data-testid="ask-callie-result">
            {result.understood.length > 0 ? (
              <div className="grid gap-2">
                <h3 className="text-sm font-semibold text-ink-900">Callie understood</h3>
                <ul className="grid gap-1.5 text-sm text-ink-800" aria-label="Callie understood">
                  {result.understood.map((u) => (
                    <li key={u} className="flex items-start gap-2">
                      <CircleCheck className="mt-0.5 size-4 shrink-0 text-sage-700" aria-hidden /> {u}
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-sm text-ink-800">
                Callie couldn't pick out any details from that. Please fill in the form below.
              </p>
            )}
            {result.notUnderstood.length > 0 && (
              <div className="grid gap-2">
                <h3 className="text-sm font-semibold text-ink-900">Not understood: please fill these in yourself</h3>
                <ul className="grid gap-1.5 text-sm text-ink-800" aria-label="Not understood">
                  {result.notUnderstood.map((u) => (
                    <li key={u} className="flex items-start gap-2">
                      <CircleHelp className="mt-0.5 size-4 shrink-0 text-terracotta-700" aria-hidden /> {u}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="text-sm text-ink-700">
              Review the details in the form below, change anything that isn't right, then select{' '}
              <strong>Get Recommendations</strong>.
            </p>
          </div>
        )}
      </div>
    </section>
  )
}
