import { Link } from 'react-router'
import { pageTitle } from '~/domain/site/public-pages'
import { LastUpdated, PageHeader, Prose } from '~/web/content/content-page'
import { useConciergeEmail } from '~/web/lib/use-public-config'

export function PrivacyPage() {
  const email = useConciergeEmail()
  return (
    <>
      <title>{pageTitle('Privacy Policy')}</title>
      <PageHeader title="Privacy Policy" intro={<LastUpdated />} />
      <Prose>
        <p>
          This policy explains what personal data Bountiful collects when you use our website and concierge, why we
          collect it, how long we keep it and the choices you have. Bountiful, which runs this website and the
          concierge, is responsible for your data.
        </p>

        <h2>Data we collect</h2>
        <h3>When you send a request</h3>
        <p>
          Booking requests, consultation requests, concierge requests, contact messages and partner applications include
          what you type into the form: your name, email address, phone number (where asked), company name (optional),
          and the details of your event such as the city, date, time, number of guests, budget, dietary requirements and
          special requests. We also record when the request was sent and the venue it concerns.
        </p>
        <h3>When you create an account</h3>
        <p>
          Your first and last name, your email address and a securely hashed version of your password (we never store
          the password itself). If you sign in with Google or Apple, we receive your name and email address from that
          provider. For signed-in hosts we store the events you create, their tasks, co-hosts, team chat messages, guest
          lists and the venues you save.
        </p>
        <h3>When you subscribe to the newsletter</h3>
        <p>Your email address, and optionally your company and role, with the date you confirmed your subscription.</p>
        <h3>Technical data</h3>
        <p>
          Like any web server, ours records the IP address, the page requested and the time of each request in security
          logs, which we use to keep the service running and to stop abuse (for example, too many form submissions from
          one address).
        </p>

        <h2>How we use it</h2>
        <ul>
          <li>
            To answer your request: our concierge team reads it, contacts venues on your behalf and replies to you.
          </li>
          <li>
            To share the details a venue needs to hold or confirm your booking (name, contact details, date, group size
            and requirements). We share nothing else.
          </li>
          <li>To run your account, your events and the collaboration features you use with co-hosts.</li>
          <li>To keep the service secure and to fix problems.</li>
        </ul>
        <p>We do not sell your personal data and we do not use it for advertising.</p>

        <h2>Emails</h2>
        <p>
          We send transactional emails you need: a confirmation when we receive a request, our replies, account and
          password-reset emails, and invitations a host sends to co-hosts. The newsletter is sent only after you confirm
          your subscription, and every issue has a link to unsubscribe.
        </p>

        <h2>Cookies and local storage</h2>
        <p>We use no advertising or analytics cookies. The site keeps a few items in your browser’s storage:</p>
        <ul>
          <li>
            <strong>Session token</strong> (<code>bountiful.auth</code>): keeps you signed in; in session storage unless
            you choose “remember me”.
          </li>
          <li>
            <strong>Saved venues</strong> (<code>bountiful:favourites</code>): the venues you heart before signing in,
            merged into your account when you sign in.
          </li>
          <li>
            <strong>Theme</strong> (<code>bountiful-theme</code>): whether you chose the light or the dark theme.
          </li>
          <li>
            <strong>Stylesheet</strong> (<code>bountiful_css</code>, a cookie): that your browser already holds the
            site’s stylesheet, so that the next pages need not carry it again. It names only the stylesheet’s version.
          </li>
        </ul>
        <p>
          You can clear these at any time in your browser settings; you will simply be signed out and your choices
          reset.
        </p>

        <h2>How long we keep it</h2>
        <ul>
          <li>
            Requests and our correspondence about them: 3 years after the event date, for our records and any dispute.
          </li>
          <li>Accounts and their events: until you delete your account; then within 30 days.</li>
          <li>Sign-in sessions: 12 hours, or 30 days with “remember me”. Password-reset links expire after 1 hour.</li>
          <li>Security logs: 90 days.</li>
          <li>Newsletter subscriptions: until you unsubscribe.</li>
        </ul>

        <h2>Your rights</h2>
        <p>
          You can ask us for a copy of the personal data we hold about you, ask us to correct it, or ask us to delete
          it. You can object to a use of your data or ask us to restrict it. California residents have these rights
          under the CCPA, and we extend them to everyone. We answer within 30 days and never charge for it.
        </p>

        <h2>Security</h2>
        <p>
          Data travels over encrypted connections. Passwords are hashed, session tokens are stored only as hashes on our
          servers, and staff access to requests is limited to the concierge team.
        </p>

        <h2>Contact</h2>
        <p>
          Write to <a href={`mailto:${email}`}>{email}</a> or use our <Link to="/contact">contact form</Link> for any
          question about your data. If we change this policy, we will update the date above and, for significant
          changes, tell account holders by email.
        </p>
      </Prose>
    </>
  )
}
