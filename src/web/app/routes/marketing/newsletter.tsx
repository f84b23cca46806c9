// /newsletter ('Insider'): subscribe (double opt-in) and the states the email links lead to.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as circleExclamationPointIcon from 'lucide-react/icons/circle-exclamation-point'
import * as circleCheckIcon from 'lucide-react/icons/circle-check'
import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { NewsletterExtras } from '~/web/app/newsletter-extras'
import { useNewsletterSubscriberCount } from '~/web/requests/api/get-newsletter-stats'
import { NewsletterForm } from '~/web/requests/components/newsletter-form'

const CircleAlert = lucideIcon(circleExclamationPointIcon)
const CircleCheck = lucideIcon(circleCheckIcon)

type Notice = { ok: boolean; title: string; text: string }

function noticeOf(params: URLSearchParams): Notice | null {
  const confirmed = params.get('confirmed')
  const unsubscribed = params.get('unsubscribed')
  if (confirmed === '1')
    return {
      ok: true,
      title: "You're subscribed",
      text: 'Thanks for confirming. The next Bountiful Insider arrives in your inbox this week.',
    }
  if (confirmed === '0')
    return {
      ok: false,
      title: 'This confirmation link is invalid or has expired',
      text: 'Links are valid for 7 days. Subscribe again below and we will send you a fresh one.',
    }
  if (unsubscribed === '1')
    return {
      ok: true,
      title: "You're unsubscribed",
      text: "You won't receive the Bountiful Insider any more. You can subscribe again at any time.",
    }
  if (unsubscribed === '0')
    return {
      ok: false,
      title: 'This unsubscribe link is invalid',
      text: `Please use the link from your latest newsletter, or contact us and we'll remove your address.`,
    }
  return null
}

export function NewsletterPage() {
  const [params] = useSearchParams()
  const notice = noticeOf(params)
  const noticeRef = useRef<HTMLDivElement>(null)
  const subscriberCount = useNewsletterSubscriberCount()
  useEffect(() => {
    if (notice) noticeRef.current?.focus()
  }, [notice?.title]) // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 lg:px-8">
      <title>Bountiful Insider · Newsletter</title>
      {notice && (
        <div
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className={`mb-10 flex gap-3 rounded-(--radius-card) border p-5 outline-none ${notice.ok ? 'border-sage-600/30 bg-sage-100' : 'border-red-200 bg-red-50'}`}
        >
          {notice.ok ? (
            <CircleCheck className="mt-0.5 size-6 shrink-0 text-sage-700" aria-hidden />
          ) : (
            <CircleAlert className="mt-0.5 size-6 shrink-0 text-destructive" aria-hidden />
          )}
          <div>
            <p className="font-display text-xl font-semibold text-ink-900">{notice.title}</p>
            <p className="mt-1 text-ink-700">{notice.text}</p>
          </div>
        </div>
      )}
      <p className="text-xs font-semibold tracking-widest text-terracotta-700 uppercase">Newsletter</p>
      <h1 className="mt-3 font-display text-4xl font-semibold text-ink-900 sm:text-5xl">Bountiful Insider</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink-600">
        Once a week: newly opened private rooms, hidden gems our concierge team loves, and ideas for your next group
        dinner. For planners, executive assistants and everyone who books the table.
      </p>
      <section
        aria-labelledby="subscribe-title"
        className="mt-10 max-w-2xl rounded-(--radius-card) border border-ivory-300 bg-white p-6 shadow-soft sm:p-8"
      >
        <h2 id="subscribe-title" className="mb-5 font-display text-2xl font-semibold text-ink-900">
          Subscribe
        </h2>
        <NewsletterForm />
        <p className="mt-5 text-xs text-ink-600">
          We'll email you a link to confirm your address. Every issue has a one-click unsubscribe link.
        </p>
      </section>
      <NewsletterExtras subscriberCount={subscriberCount} />
    </div>
  )
}
