// Content pages, occasions, city guides, theme and head tags.
import { expectNoAxeViolations, testOnSharedPage as test } from './fixtures'
import { expect } from '@playwright/test'
import { E2E_STAFF, E2E_STAFF_PASSWORD } from './global-setup-staff'

test.describe('brand activations', () => {
  test('hero, back link, four benefits, real featured venues and the way to search them', async ({ page }) => {
    await page.goto('/experiences/brand-activations')
    await expect(page.getByRole('heading', { level: 1, name: 'Brand Activations' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    await expect(
      page.getByRole('region', { name: 'Why brands plan with Bountiful' }).getByRole('listitem'),
    ).toHaveCount(4)

    const featured = page.getByRole('list', { name: 'Featured brand activation venues' }).getByRole('listitem')
    await expect(featured).toHaveCount(3)
    for (const card of await featured.all()) {
      await expect(card).toContainText(/\d+-\d+ guests/)
      await expect(card).toContainText(/Price range: \${1,4}/)
      await expect(card.getByRole('link')).toHaveAttribute('href', /^\/venues\/\d+$/)
    }
    // Illustrative use cases, not quotes attributed to people.
    await expect(page.locator('blockquote')).toHaveCount(0)

    await expect(page.getByRole('link', { name: 'Browse Venues' }).first()).toHaveAttribute(
      'href',
      '/search?experienceType=brand-activations',
    )
    await page.getByRole('link', { name: 'Explore All Brand Event Venues' }).click()
    await expect(page).toHaveURL(/\/search\?experienceType=brand-activations$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Brand Activations')
    await expect(page.getByTestId('venue-card').first()).toBeVisible()
  })

  test("'Schedule a Consultation' opens the consultation dialog and gives focus back", async ({ page }) => {
    await page.goto('/experiences/brand-activations')
    const trigger = page.getByRole('button', { name: 'Schedule a Consultation' }).first()
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Book a Call with Callie' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })
})

test('occasion pages show real matching venues and ways to ask', async ({ page }) => {
  for (const [path, title] of [
    ['/executive-dinners', 'Executive Dinners'],
    ['/private-dining', 'Private Dining'],
    ['/conference-organizers', 'Conference Organizers'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(
      page
        .getByRole('list', { name: `${title} venues` })
        .getByTestId('venue-card')
        .first(),
    ).toBeVisible()
    await expect(page.getByText(/\d+ matching venues? in our catalogue/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Schedule a Consultation' }).first()).toBeVisible()
    await expect(page.locator('main a[href="/concierge"]').first()).toBeVisible()
  }
})

test.describe('city pages', () => {
  test("an active city lists that city's venues", async ({ page }) => {
    await page.goto('/venues/in/chicago')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Group dining venues in Chicago, IL')
    const cards = page.getByRole('list', { name: 'Venues in Chicago, IL' }).getByTestId('venue-card')
    await expect(cards.first()).toBeVisible()
    for (const text of await cards.allTextContents()) expect(text).toContain('Chicago, IL')
  })

  test('a coming-soon city says so; an unknown city is the 404 page', async ({ page, failedRequests }) => {
    failedRequests.allow(/^404 GET \/venues\/in\/atlantis$/)
    await page.goto('/venues/in/austin')
    await expect(page.getByText('Austin is coming soon! Please try one of our active cities.')).toBeVisible()
    await expect(page.getByTestId('venue-card')).toHaveCount(0)
    await page.goto('/venues/in/atlantis')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page')
  })
})

test('legal pages, sitemap and help carry their promised content', async ({ page }) => {
  for (const path of ['/privacy', '/terms']) {
    await page.goto(path)
    await expect(page.getByText('Last updated June 2025')).toBeVisible()
  }
  await page.goto('/privacy')
  for (const h of [
    'Data we collect',
    'How we use it',
    'Emails',
    'Cookies and local storage',
    'How long we keep it',
    'Your rights',
    'Contact',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: h, exact: true })).toBeVisible()
  }
  await page.goto('/sitemap')
  const main = page.getByRole('main')
  for (const [name, href] of [
    ['Home', '/'],
    ['Search venues', '/search'],
    ['Concierge', '/concierge'],
    ['Host Dashboard', '/dashboard'],
    ['Brand Activations', '/experiences/brand-activations'],
    ['Log In', '/login'],
    ['Join Early Access', '/signup'],
    ['Privacy Policy', '/privacy'],
    ['Terms of Service', '/terms'],
  ]) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await page.goto('/help')
  await expect(page.getByText(/reply within 24 hours/).first()).toBeVisible()
  await page.goto('/accessibility')
  await expect(page.getByRole('heading', { name: 'Report a barrier' })).toBeVisible()
  await expect(main.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact')
})

test('landing Smart Hub: the designed poster when no intro video is configured', async ({ page, request }) => {
  expect(
    ((await (await request.get('/api/config')).json()) as { introVideoUrl: string | null }).introVideoUrl,
  ).toBeNull()
  await page.goto('/')
  const hub = page.getByRole('region', { name: 'Bountiful Smart Hub' })
  await expect(hub.getByRole('img', { name: /Callie, the Bountiful concierge/ })).toBeVisible()
  await expect(hub.locator('video')).toHaveCount(0)
})

test('about shows live catalogue numbers, and no venue count below 100 real venues', async ({ page, request }) => {
  // The demo catalogue's fictional venues are not counted.
  const { venues } = (await (await request.get('/api/venues/stats')).json()) as { venues: number }
  expect(venues).toBeLessThan(100)
  const cities = ((await (await request.get('/api/cities')).json()) as { isAvailable: boolean }[]).filter(
    (c) => c.isAvailable,
  )
  await page.goto('/about')
  await expect(page.getByText('Cities open today').locator('..')).toContainText(String(cities.length))
  await expect(page.getByText('Venues in our catalogue')).toHaveCount(0)
})

test.describe('theme', () => {
  test('light by default, dark on request, remembered after a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/about')
    const html = page.locator('html')
    await expect(html).not.toHaveClass(/dark/)
    const toggle = page.getByRole('switch', { name: 'Dark theme' })
    await expect(toggle).toHaveAttribute('aria-checked', 'false')
    await toggle.click()
    await expect(html).toHaveClass(/dark/)
    await expect(toggle).toHaveAttribute('aria-checked', 'true')
    // The background's colour change is a transition (0.01 ms under reduced motion): its end is read
    // once the page has drawn the next frame, so the check waits for it rather than reading at once.
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(23, 21, 18)')
    await page.reload()
    await expect(html).toHaveClass(/dark/)
    expect(await page.evaluate(() => localStorage.getItem('bountiful-theme'))).toBe('dark')
  })

  test('a form showing its errors passes axe in the dark theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/contact')
    await expect(page.locator('html')).toHaveClass(/dark/)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('textbox', { name: /Name/ }).first()).toHaveAttribute('aria-invalid', 'true')
    await expectNoAxeViolations(page)
  })

  test('a modal backdrop dims the page in both themes', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme })
      await page.goto('/experiences/brand-activations')
      await page.getByRole('button', { name: 'Schedule a Consultation' }).first().click()
      await expect(page.getByRole('dialog', { name: 'Book a Call with Callie' })).toBeVisible()
      // The page's colour under the backdrop, and with it: the backdrop must make it darker.
      const { under, over } = await page.evaluate(() => {
        // Painted on a canvas, so any colour syntax the browser computes (rgb, oklab) is composited as it is shown.
        const paint = (...colours: string[]) => {
          const ctx = document.createElement('canvas').getContext('2d')!
          for (const c of colours) {
            ctx.fillStyle = c
            ctx.fillRect(0, 0, 1, 1)
          }
          const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data
          const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
          return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
        }
        const pageColour = getComputedStyle(document.body).backgroundColor
        const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!
        return { under: paint(pageColour), over: paint(pageColour, getComputedStyle(overlay).backgroundColor) }
      })
      expect(over, `${scheme}: the backdrop's luminance over the page's`).toBeLessThan(under * 0.6)
      await page.keyboard.press('Escape')
    }
  })

  test('a change of the system preference before the app has started is followed too', async ({ page }) => {
    // A server-rendered page paints in the preference of the moment (public/theme-init.js) and loads
    // the app after; a switch to dark in between fires no change event the app could hear. Here the
    // first paint is told "light" and everything after it "dark", with no change event.
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window)
      let asked = 0
      window.matchMedia = (query: string) =>
        query === '(prefers-color-scheme: dark)' && asked++ === 0
          ? ({ matches: false } as MediaQueryList)
          : matchMedia(query)
    })
    await page.goto('/')
    await expect(page.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true')
    await expect(page.locator('html')).toHaveClass(/dark/)
  })

  test('follows the system preference until the visitor chooses', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('/')
    const html = page.locator('html')
    await expect(html).toHaveClass(/dark/)
    await expect(page.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true')
    await page.emulateMedia({ colorScheme: 'light' })
    await expect(html).not.toHaveClass(/dark/)
    await page.getByRole('switch', { name: 'Dark theme' }).click()
    await page.emulateMedia({ colorScheme: 'light' })
    await page.reload()
    await expect(html).toHaveClass(/dark/)
  })
})

test('keyboard: the skip link is first and moves focus to the main content', async ({ page }) => {
  await page.goto('/help')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('reduced motion switches transitions and smooth scrolling off', async ({ page }) => {
  const motion = () =>
    page.evaluate(() => ({
      scroll: getComputedStyle(document.documentElement).scrollBehavior,
      transition: parseFloat(getComputedStyle(document.querySelector('footer a')!).transitionDuration),
    }))
  // Without the preference (every other test runs with it: playwright.config.ts), motion is on.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/about')
  await expect(page.locator('footer a').first()).toBeVisible()
  const full = await motion()
  expect(full.scroll).toBe('smooth')
  expect(full.transition).toBeGreaterThan(0.05)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/about')
  await expect(page.locator('footer a').first()).toBeVisible()
  const reduced = await motion()
  expect(reduced.scroll).toBe('auto')
  expect(reduced.transition).toBeLessThan(0.001)
})

test.describe('head tags', () => {
  test('a venue page has one description, a canonical URL, social tags and its JSON-LD', async ({ page, request }) => {
    // A real venue, as staff add one: the demo catalogue's fictional venues are kept out of search engines.
    const login = await request.post('/api/auth/login', {
      data: { email: E2E_STAFF.email, password: E2E_STAFF_PASSWORD },
    })
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
    const created = await request.post('/api/staff/venues', {
      headers: auth,
      data: {
        name: `Head Tags Hall ${Date.now()}`,
        citySlug: 'las-vegas',
        address: '1 Example Way, Las Vegas, NV 89101',
        lat: 36.17,
        lng: -115.14,
        type: 'hotel',
        serviceType: 'Private Dining',
        minGuests: 10,
        maxGuests: 40,
        pricePerPerson: 90,
        description: 'A real room for head tags.',
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const venue = (await created.json()) as { id: number; name: string }
    try {
      await page.goto(`/venues/${venue.id}`)
      await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(`^${venue.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `))
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/venues/${venue.id}$`),
      )
      await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute(
        'content',
        new RegExp(venue.name.slice(0, 10)),
      )
      // One of each: the server's head tags and the app's own are never both left in the head.
      for (const tag of [
        'link[rel="canonical"]',
        'meta[property="og:title"]',
        'meta[property="og:url"]',
        'meta[name="twitter:card"]',
        'script[type="application/ld+json"]',
      ])
        await expect(page.locator(tag), tag).toHaveCount(1)
      const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
      expect(ld.name).toBe(venue.name)
      expect(ld.address['@type']).toBe('PostalAddress')
      expect(ld.geo['@type']).toBe('GeoCoordinates')
    } finally {
      await request.post(`/api/staff/venues/${venue.id}/archive`, { headers: auth })
    }

    const [demo] = (await (await request.get('/api/venues/featured')).json()) as { id: number; name: string }[]
    await page.goto(`/venues/${demo.id}`)
    await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible()
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
  })

  test('content pages get their own description and canonical', async ({ page }) => {
    await page.goto('/meet-callie')
    await expect(page).toHaveTitle('Meet Callie · Bountiful')
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      /Callie is the Bountiful concierge/,
    )
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/meet-callie$/)
  })

  test('robots.txt and sitemap.xml are served', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /dashboard')
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.headers()['content-type']).toContain('application/xml')
    expect(await sitemap.text()).toContain(`<sitemap><loc>${baseURL}/sitemaps/pages.xml</loc>`)
    const pages = await request.get('/sitemaps/pages.xml')
    expect(await pages.text()).toContain(`<loc>${baseURL}/venues/in/chicago</loc>`)
  })
})
