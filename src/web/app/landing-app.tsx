// The landing page ('/') with the site's frame, outside the data router: rendered so by the server
// (src/web/entry-server.tsx) and hydrated so by the landing's own entry (src/web/landing-entry.tsx),
// which loads neither the route table nor any other page's code. A visit to '/' from another page
// of the app still renders the route table's landing route (./router.tsx), inside the same frame.
import { Component, type ReactNode } from 'react'
import { SomethingWentWrong } from './route-error'
import { RouteSeo } from './route-seo'
import { SiteLayout } from './root-layout'
import { LandingPage } from './routes/landing'

/** As the data router's root route does with RouteError: a render error or a chunk that fails to load is never a blank page. */
class LastResort extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? <SomethingWentWrong /> : this.props.children
  }
}

export function LandingApp() {
  return (
    <LastResort>
      <SiteLayout seo={<RouteSeo />}>
        <LandingPage />
      </SiteLayout>
    </LastResort>
  )
}
