import { Link } from 'react-router'
import { GUEST_RANGE } from '~/domain/guests'
import { pageTitle } from '~/domain/site/public-pages'
import { PageHeader, Prose } from '~/web/content/content-page'
import { useConciergeEmail } from '~/web/lib/use-public-config'

export function HelpPage() {
  const email = useConciergeEmail()
  return (
    <>
      <title>{pageTitle('Help')}</title>
      <PageHeader
        eyebrow="Help"
        title="How Bountiful works"
        intro={
          <p>
            Requests, the concierge and the host dashboard, explained. Every request gets a reply from a person within
            24 hours.
          </p>
        }
      />
      <Prose>
        <nav aria-label="On this page">
          <ul>
            <li>
              <a href="#requests">Sending a request</a>
            </li>
            <li>
              <a href="#reply">What happens next</a>
            </li>
            <li>
              <a href="#concierge">The concierge</a>
            </li>
            <li>
              <a href="#dashboard">The host dashboard</a>
            </li>
            <li>
              <a href="#payment">Payment and fees</a>
            </li>
            <li>
              <a href="#contact">Still need help?</a>
            </li>
          </ul>
        </nav>

        <h2 id="requests">Sending a request</h2>
        <p>There are three ways to ask us for a venue; none needs an account.</p>
        <ol>
          <li>
            <strong>Request to book a venue.</strong> <Link to="/search">Search</Link> by city, date, time and group
            size ({GUEST_RANGE} guests), open a venue and choose “Request to Book”. Pick the event type, date and time,
            a package and any add-ons; you see an estimate before you send.
          </li>
          <li>
            <strong>Ask the concierge.</strong> On the <Link to="/concierge">concierge page</Link>, describe the
            occasion, budget, cuisine and vibe. Callie ranks the venues that fit and explains why; you can ask the team
            to book one.
          </li>
          <li>
            <strong>Book a consultation.</strong> “Book a Call with Callie” opens a short form; our team calls or writes
            to plan the event with you. Use it for groups larger than 60 too.
          </li>
        </ol>

        <h2 id="reply">What happens next</h2>
        <p>
          You get a confirmation email straight away with a summary of your request. Your request goes to our concierge
          team, who check availability with the venue and reply within 24 hours: with a confirmation, with options if
          the venue cannot take you, or with questions. Nothing is booked or charged until you confirm.
        </p>
        <p>
          If you do not see our email, check your spam folder, then write to <a href={`mailto:${email}`}>{email}</a>.
        </p>

        <h2 id="concierge">The concierge</h2>
        <p>
          Callie is our concierge: software that reads your preferences and scores every venue in the city against them,
          and a team of people who take over when you want to book. Read more on{' '}
          <Link to="/meet-callie">Meet Callie</Link>.
        </p>

        <h2 id="dashboard">The host dashboard</h2>
        <p>
          With an account (<Link to="/signup">create one</Link>, then <Link to="/login">log in</Link>), confirmed
          bookings become events on your dashboard. For each event you can:
        </p>
        <ul>
          <li>keep a task list and assign tasks to yourself or a co-host;</li>
          <li>invite co-hosts by email to help plan;</li>
          <li>talk with your co-hosts in a team chat;</li>
          <li>manage the guest list and RSVPs;</li>
          <li>cancel the event, which tells your co-hosts.</li>
        </ul>
        <p>
          Venues you save with the heart button appear under <Link to="/saved">Saved venues</Link>.
        </p>

        <h2 id="payment">Payment and fees</h2>
        <p>
          Searching, recommendations, consultations and requests are free. Bountiful takes no payment online: if the
          venue asks for a deposit, our concierge team helps you arrange it with the venue and you pay the venue
          directly. Deposits and cancellation terms are the venue’s and we share them before you commit.
        </p>

        <h2 id="contact">Still need help?</h2>
        <p>
          Write to <a href={`mailto:${email}`}>{email}</a> or use the <Link to="/contact">contact form</Link>. For
          accessibility questions, see our <Link to="/accessibility">accessibility statement</Link>.
        </p>
      </Prose>
    </>
  )
}
