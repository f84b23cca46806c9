import { CircleCheck } from 'lucide-react'
import type { Ref } from 'react'

type Props = {
  reference: string
  venueName: string
  email: string
  /** The server's answer: when the team replies (the venue's promised response time). */
  message: string
  headingRef?: Ref<HTMLHeadingElement>
}

/** After a booking the contact card gives way to 'Booking Request Submitted'. */
export function BookingSubmittedCard({ reference, venueName, email, message, headingRef }: Props) {
  return (
    <section
      aria-labelledby="concierge-submitted-title"
      data-testid="booking-submitted"
      className="grid scroll-mt-28 gap-3 rounded-(--radius-card) border border-sage-600/30 bg-sage-100 p-6 text-ink-900 sm:p-8"
    >
      <h2
        id="concierge-submitted-title"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-display text-2xl font-semibold outline-none"
      >
        <CircleCheck className="size-7 text-sage-700" aria-hidden /> Booking Request Submitted
      </h2>
      <p>Thank you for your booking request! {message}</p>
      <p>
        Your reference is <span className="font-mono font-semibold">{reference}</span> ({venueName}). A confirmation is
        on its way to {email}.
      </p>
    </section>
  )
}
