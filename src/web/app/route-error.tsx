import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { Button } from '~/web/components/ui/button'
import { paths } from '~/web/lib/paths'
import { NotFoundPage } from './routes/not-found'

/** Last-resort boundary: a chunk that fails to load or a render error shows this, never a blank page. */
export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return <SomethingWentWrong />
}

/** What RouteError shows for anything but a 404; the landing's own boundary shows it too (./landing-app.tsx). */
export function SomethingWentWrong() {
  return (
    <main className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-28 text-center">
      <h1 className="font-display text-3xl font-semibold">Something went wrong</h1>
      <p className="text-ink-600">
        Please reload the page. If it keeps happening, write to concierge@bountiful.events.
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <Link to={paths.home()}>Home</Link>
        </Button>
      </div>
    </main>
  )
}
