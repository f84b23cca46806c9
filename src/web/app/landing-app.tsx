// The landing page ('/') with the site's frame, outside the data router: rendered so by the server
// (src/web/entry-server.tsx) and hydrated so by the landing's own entry (src/web/landing-entry.tsx),
// which loads neither the route table nor any other page's code. A visit to '/' from another page
// of the app still renders the route table's landing route (./router.tsx), inside the same frame.
import { RouteSeo } from './route-seo'
import { SiteLayout } from './root-layout'
import { LandingPage } from './routes/landing'

export function LandingApp() {
  return (
    <SiteLayout seo={<RouteSeo />}>
      <LandingPage />
    </SiteLayout>
  )
}
