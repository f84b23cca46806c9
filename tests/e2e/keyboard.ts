// Keyboard-only journeys (issue 8): move focus with Tab / Shift+Tab like a keyboard user, and check
// that wherever focus lands it can be seen. No mouse, no locator.click(), no fill() on a control
// the keyboard did not reach.
import { expect, type Locator, type Page } from '@playwright/test'

/** The focused element matches :focus-visible and draws an outline or a ring someone can see. */
export async function expectFocusVisible(page: Page) {
  const focus = await page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement
    if (!el || el === document.body) return { ok: false, what: 'nothing is focused' }
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
    const ring = style.boxShadow !== 'none' && style.boxShadow !== ''
    const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`
    return { ok: el.matches(':focus-visible') && (outline || ring), what }
  })
  expect(focus.ok, `focus is not visible on ${focus.what}`).toBe(true)
}

/**
 * Presses Tab (or Shift+Tab, or another key such as ArrowDown) until `target` has focus, then
 * checks the focus is visible. Fails after `max` presses, so a control the keyboard cannot reach fails.
 */
export async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 60 }: { key?: string; max?: number } = {}) {
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) {
      await expectFocusVisible(page)
      return
    }
    await page.keyboard.press(key)
  }
  throw new Error(`${key} did not reach ${target} after ${max} presses`)
}

/** Tabs to the control and presses Enter (links, buttons, submit). */
export async function activate(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target)
  await page.keyboard.press(key === 'Space' ? ' ' : 'Enter')
}

/** Tabs to a text field and types into it, as a keyboard user would. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field)
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
}
