import { Link } from 'react-router'
import { Button } from '~/web/components/ui/button'
import { paths } from '~/web/lib/paths'

export function NotFoundPage() {
  return (
    <div className="mx-auto grid max-w-2xl justify-items-center gap-5 px-4 py-28 text-center">
      <title>Page Not Found · Bountiful</title>
      <p className="font-display text-7xl font-semibold text-terracotta-600" aria-hidden>
        404
      </p>
      <h1 className="font-display text-4xl font-semibold text-ink-900">404 Page Not Found</h1>
      <p className="text-ink-600">Did you forget to add the page to the router?</p>
      <Button asChild>
        <Link to={paths.home()}>Back to home</Link>
      </Button>
    </div>
  )
}
