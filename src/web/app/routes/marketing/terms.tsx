import { Link } from 'react-router'
import { pageTitle } from '~/domain/site/public-pages'
import { LastUpdated, PageHeader, Prose } from '~/web/content/content-page'
import { useConciergeEmail } from '~/web/lib/use-public-config'

export function TermsPage() {
  const email = useConciergeEmail()
  return (
    <>
      <title>{pageTitle('Terms of Service')}</title>
      <PageHeader title="Terms of Service" intro={<LastUpdated />} />
      <Prose>
        <p>
          These terms govern your use of Bountiful, a service that helps you find venues for group dinners and private
          events and sends your requests to venues through our concierge team. By using the site you agree to them.
        </p>

        <h2>What Bountiful does</h2>
        <p>
          We show venues, estimate prices and pass your requests to the venues. The venue, not Bountiful, provides the
          room, the food and the service on the night, under its own terms, which we share with you before you confirm.
        </p>

        <h2>Requests are not bookings</h2>
        <p>
          Sending a booking, consultation or concierge request does not reserve a venue and costs nothing. A booking is
          confirmed only when our concierge team or the venue confirms it to you in writing, with the price, the deposit
          (if any) and the cancellation terms. We aim to reply to every request within 24 hours.
        </p>

        <h2>Prices and estimates</h2>
        <p>
          Prices shown are per person and estimates are based on the package and add-ons you choose. Final prices are
          confirmed on approval; taxes, service charges and gratuities may apply as set by the venue.
        </p>

        <h2>Fees and payment</h2>
        <p>
          Searching, consultations and requests are free. Bountiful takes no payment: you pay the venue directly, and
          deposits and cancellation charges are set by each venue. Our concierge team helps you arrange a deposit with
          the venue when one is asked for.
        </p>

        <h2>Your account</h2>
        <p>
          Keep your password to yourself and tell us if you think someone else has used your account. You are
          responsible for what happens in your events, including the co-hosts you invite and the guest information you
          add, and you confirm you may share that information with us.
        </p>

        <h2>Fair use</h2>
        <ul>
          <li>Give accurate details in your requests; venues hold rooms based on them.</li>
          <li>Do not send requests you do not intend to pursue, or on behalf of others without their consent.</li>
          <li>Do not copy the catalogue in bulk, probe the service for weaknesses or disrupt it.</li>
          <li>Do not post unlawful or abusive content in team chat or messages.</li>
        </ul>

        <h2>Content</h2>
        <p>
          Venue descriptions, photos and reviews come from venues, our team and guests. We check them but cannot
          guarantee every detail; ask us before relying on a specific feature such as step-free access.
        </p>

        <h2>Liability</h2>
        <p>
          We do our best to find suitable venues and pass on accurate information, but we are not responsible for the
          venue’s performance of the event. Nothing in these terms limits rights you have under consumer law.
        </p>

        <h2>Changes and ending</h2>
        <p>
          We may update these terms; the date above shows the latest version and we will tell account holders about
          significant changes. You may stop using the service and delete your account at any time.
        </p>

        <h2>Governing law</h2>
        <p>These terms are governed by the laws of the State of California.</p>

        <h2>Contact</h2>
        <p>
          Questions about these terms: <a href={`mailto:${email}`}>{email}</a> or our{' '}
          <Link to="/contact">contact form</Link>. See also our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </Prose>
    </>
  )
}
