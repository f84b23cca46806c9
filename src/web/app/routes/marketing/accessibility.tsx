import { Link } from 'react-router'
import { pageTitle } from '~/domain/site/public-pages'
import { LastUpdated, PageHeader, Prose } from '~/web/content/content-page'
import { useConciergeEmail } from '~/web/lib/use-public-config'

export function AccessibilityPage() {
  const email = useConciergeEmail()
  const subject = encodeURIComponent('Accessibility barrier on Bountiful')
  return (
    <>
      <title>{pageTitle('Accessibility')}</title>
      <PageHeader eyebrow="Accessibility" title="Accessibility statement" intro={<LastUpdated />} />
      <Prose>
        <p>
          Everyone should be able to find a venue and plan an event with Bountiful, whatever device, browser or
          assistive technology they use.
        </p>

        <h2>Conformance status</h2>
        <p>
          We aim to conform to the{' '}
          <a href="https://www.w3.org/TR/WCAG22/">Web Content Accessibility Guidelines (WCAG) 2.2</a> at level AA. Every
          page of the site is tested automatically with axe-core, in the light and the dark theme and at desktop and
          mobile (375 pixels) widths, before each release, and our main journeys (searching, requesting a venue, the
          concierge, signing in and the host dashboard) are checked by keyboard alone.
        </p>

        <h2>What we do</h2>
        <ul>
          <li>A “Skip to main content” link is the first thing the keyboard reaches on every page.</li>
          <li>Every control is reachable and usable by keyboard, with a visible focus outline.</li>
          <li>Dialogs keep focus inside while open and return it to where you were when they close.</li>
          <li>Form fields have labels, required fields are marked, and errors are announced next to the field.</li>
          <li>Text and controls meet AA contrast in both the light and the dark theme.</li>
          <li>Animations are reduced when your system asks for reduced motion.</li>
          <li>Pages reflow to a single column on narrow screens and when zoomed in.</li>
        </ul>

        <h2>Known limitations</h2>
        <ul>
          <li>
            <strong>Map view.</strong> Map tiles come from a third-party service and carry no text alternative. Every
            venue on the map is also in the list beside it, with its letter, and selecting in either updates both.
          </li>
          <li>
            <strong>Venue photos.</strong> Some photos supplied by venues have generic descriptions. The venue’s name,
            type, capacity and amenities are always given as text.
          </li>
          <li>
            <strong>Venue accessibility details.</strong> We show “Wheelchair Accessible” when the venue tells us so,
            but cannot yet describe each room in detail. Ask our concierge team and we will check with the venue.
          </li>
          <li>
            <strong>Emails from venues.</strong> Menus and documents sent by venues may not be accessible; we can ask
            for another format.
          </li>
        </ul>

        <h2>Report a barrier</h2>
        <p>
          If something on the site does not work for you, tell us: we will help you complete what you were doing and fix
          the problem. Please describe the page, what you tried to do and the browser or assistive technology you use.
        </p>
        <ul>
          <li>
            Email <a href={`mailto:${email}?subject=${subject}`}>{email}</a>
          </li>
          <li>
            Use our <Link to="/contact">contact form</Link>
          </li>
        </ul>
        <p>We reply within 24 hours, and we can take your venue request by email or phone in the meantime.</p>

        <h2>Technical details</h2>
        <p>
          The site relies on HTML, CSS, JavaScript and WAI-ARIA, and is built with accessible components (Radix
          primitives) for dialogs, menus, tabs and form controls. Automated tests run in Chromium.
        </p>
      </Prose>
    </>
  )
}
