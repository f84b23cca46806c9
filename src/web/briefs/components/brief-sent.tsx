import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import type { BriefCreated } from '~/domain/briefs/briefs-api'
import { Button } from '~/web/components/ui/button'
import { briefsPaths } from '../briefs-paths'

const CircleCheck = lucideIcon(circleCheckIcon)

/** After the brief went out: its reference, each venue's request, and where the quotes will be. */
export function BriefSent({ result, email, signedIn }: { result: BriefCreated; email: string; signedIn: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="grid gap-5">
      <CircleCheck className="size-10 text-sage-600" aria-hidden />
      <h1 ref={heading} tabIndex={-1} className="font-display text-4xl font-semibold text-ink-900 outline-none">
        Your brief is on its way
      </h1>
      <p className="text-ink-700">{result.message}</p>
      <p className="text-ink-700">
        Brief reference <span className="font-mono font-semibold text-ink-900">{result.reference}</span>. We emailed{' '}
        <span className="font-medium text-ink-900">{email}</span> a private link to compare the quotes as they arrive.
      </p>
      <ul className="grid gap-2" aria-label="Requests sent">
        {result.requests.map((r) => (
          <li
            key={r.reference}
            className="flex flex-wrap justify-between gap-2 rounded-xl border border-ivory-300 bg-white px-4 py-3"
          >
            <span className="font-medium text-ink-900">{r.venueName}</span>
            <span className="font-mono text-sm text-ink-700">{r.reference}</span>
          </li>
        ))}
      </ul>
      {signedIn && (
        <Button asChild className="justify-self-start">
          <Link to={briefsPaths.brief(result.reference)}>Compare the quotes</Link>
        </Button>
      )}
    </div>
  )
}
