import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router'
import { RouteSeo } from '~/web/app/route-seo'
import { IconSprite } from '~/web/components/ui/sprite-icon'
import { useToasts } from '~/web/lib/use-toast'
import { DemoCatalogueNotice } from './demo-catalogue-notice'
import { Footer } from './footer'
import { NavBar } from './nav-bar'

export const MAIN_ID = 'main-content'

const Toaster = lazy(() => import('~/web/components/ui/toaster').then((m) => ({ default: m.Toaster })))

/** Radix Toast loads with the first toast, then stays mounted (F8 then focuses the notifications). */
function DeferredToaster() {
  const toasts = useToasts()
  const [needed, setNeeded] = useState(false)
  if (toasts.length > 0 && !needed) setNeeded(true)
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null
}

function ScrollToHash() {
  const { hash, pathname } = useLocation()
  useEffect(() => {
    if (!hash) return
    const el = document.getElementById(decodeURIComponent(hash.slice(1)))
    el?.scrollIntoView({ block: 'start' })
  }, [hash, pathname])
  return null
}

function NavigationProgress() {
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-terracotta-500"
      role="progressbar"
      aria-label="Loading page"
    />
  )
}

/**
 * Every page's frame: skip link, head tags, demo notice, nav bar, the page, footer, toasts. Shared
 * by the app's data router (RootLayout below) and the landing's own entry (./landing-app.tsx), which
 * has no data router: what only a data router offers comes in through `navigation`.
 */
export function SiteLayout({
  seo,
  navigation,
  children,
}: {
  seo: ReactNode
  navigation?: ReactNode
  children: ReactNode
}) {
  return (
    <>
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-[70] rounded-full bg-ink-900 px-5 py-3 text-sm font-medium text-ivory-50 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      {seo}
      {navigation}
      <IconSprite />
      <DemoCatalogueNotice />
      <NavBar />
      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        <Suspense fallback={<div className="min-h-[60vh]" />}>{children}</Suspense>
      </main>
      <Footer />
      <DeferredToaster />
      <ScrollToHash />
    </>
  )
}

/** The data router's root route: the frame, the navigation progress bar and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <SiteLayout seo={<RouteSeo />} navigation={<NavigationProgress />}>
        <Outlet />
      </SiteLayout>
      <ScrollRestoration />
    </>
  )
}
