// Any address the app does not know: words for a planner who followed an old link or mistyped,
// and the places to go on from (search, Callie, home, contact). The server answers 404 for it.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as arrowRightIcon from 'lucide-react/icons/arrow-right'
import * as compassIcon from 'lucide-react/icons/compass'
import * as houseIcon from 'lucide-react/icons/house'
import * as mailIcon from 'lucide-react/icons/mail'
import * as messageSquareHeartIcon from 'lucide-react/icons/message-square-heart'
import { Link } from 'react-router'
import { paths } from '~/web/lib/paths'

const ArrowRight = lucideIcon(arrowRightIcon)
const Compass = lucideIcon(compassIcon)
const Home = lucideIcon(houseIcon)
const Mail = lucideIcon(mailIcon)
const MessageSquareHeart = lucideIcon(messageSquareHeartIcon)

const WAYS_ON = [
  { to: paths.search(), label: 'Find venues', text: 'Search rooms by city, date and group size.', icon: Compass },
  {
    to: paths.concierge(),
    label: 'Ask Callie',
    text: 'Describe your event and get recommendations.',
    icon: MessageSquareHeart,
  },
  { to: paths.home(), label: 'Go to the home page', text: 'Start again from the beginning.', icon: Home },
  { to: '/contact', label: 'Contact us', text: 'Our concierge team replies within 24 hours.', icon: Mail },
] as const

export function NotFoundPage() {
  return (
    <div className="mx-auto grid max-w-3xl justify-items-center gap-5 px-4 py-20 text-center sm:py-28">
      <title>Page Not Found · Bountiful</title>
      <p className="font-display text-6xl font-semibold text-terracotta-600" aria-hidden>
        404
      </p>
      <h1 className="font-display text-3xl font-semibold text-ink-900 sm:text-4xl">We can’t find that page</h1>
      <p className="max-w-xl text-ink-600">
        The link may be out of date, or the address may have a typo. Nothing is lost: here is where you can pick up.
      </p>
      <nav aria-label="Ways on" className="mt-4 w-full">
        <ul className="grid gap-3 text-left sm:grid-cols-2">
          {WAYS_ON.map((w) => (
            <li key={w.to}>
              <Link
                to={w.to}
                className="group flex h-full items-start gap-3 rounded-2xl border border-ivory-300 bg-white p-4 transition-colors hover:border-terracotta-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600"
              >
                <w.icon className="mt-0.5 size-5 shrink-0 text-terracotta-600" aria-hidden />
                <span className="grid gap-1">
                  <span className="inline-flex items-center gap-1 font-semibold text-ink-900">
                    {w.label}{' '}
                    <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                  </span>
                  <span className="text-sm text-ink-600">{w.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
