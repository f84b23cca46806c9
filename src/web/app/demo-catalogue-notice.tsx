// While the public catalogue holds fictional venues (GET /api/config demoCatalogue), every page
// says so in a slim strip above the header. It scrolls away with the page rather than covering
// content, and a planner who has read it can dismiss it for the rest of the browser session.
import { lucideIcon } from '~/web/components/ui/lucide-icon'
import * as infoIcon from 'lucide-react/icons/info'
import * as xIcon from 'lucide-react/icons/x'
import { useEffect, useState } from 'react'
import { usePublicConfig } from '~/web/lib/use-public-config'

const Info = lucideIcon(infoIcon)
const X = lucideIcon(xIcon)

export const DEMO_NOTICE_DISMISSED_KEY = 'bountiful.demoNoticeDismissed'

function readDismissed(): boolean {
  try {
    return window.sessionStorage.getItem(DEMO_NOTICE_DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

export function DemoCatalogueNotice() {
  const demo = usePublicConfig().data?.demoCatalogue === true
  // Read after mount: the server renders the notice, and the first render in the browser must match.
  const [dismissed, setDismissed] = useState(false)
  useEffect(() => {
    if (readDismissed()) setDismissed(true)
  }, [])
  if (!demo || dismissed) return null
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(DEMO_NOTICE_DISMISSED_KEY, '1')
    } catch {
      // Storage blocked: the notice still goes away for this page view.
    }
    setDismissed(true)
  }
  return (
    <section aria-label="Demo catalogue" className="border-b border-terracotta-200 bg-terracotta-50 text-ink-800">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-1.5 text-sm sm:px-6 lg:px-8">
        <Info className="size-4 shrink-0 text-terracotta-700" aria-hidden />
        <p className="min-w-0 flex-1">
          <strong className="font-semibold">Demo catalogue:</strong> venues, reviews and photos are illustrative
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss the demo catalogue notice"
          className="-my-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-700 hover:bg-terracotta-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-terracotta-600"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </section>
  )
}
