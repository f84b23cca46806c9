// Keyboard-only journeys: move focus with Tab / Shift+Tab like a keyboard user, and check
// that wherever focus lands it can be seen. No mouse, no locator.click(), no fill() on a control
// the keyboard did not reach.
import { expect, type ElementHandle, type Locator, type Page } from '@playwright/test'

/**
 * The focused element matches :focus-visible and draws an outline or a ring someone can see, itself
 * or through the <label> wrapping it (radio and checkbox cards outline the whole card).
 */
export async function expectFocusVisible(page: Page) {
  const focus = await page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement as HTMLElement
    if (!el || el === document.body) return { ok: false, what: 'nothing is focused' }
    const draws = (e: Element) => {
      const style = getComputedStyle(e)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
      const ring = style.boxShadow !== 'none' && style.boxShadow !== ''
      return outline || ring
    }
    const label = el.closest('label')
    const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.getAttribute('aria-label') ?? (el.textContent || label?.textContent) ?? '').trim().slice(0, 40)}"`
    return { ok: el.matches(':focus-visible') && (draws(el) || (label !== null && draws(label))), what }
  })
  expect(focus.ok, `focus is not visible on ${focus.what}`).toBe(true)
}

/**
 * Whether `el` has focus ('gone' once React has replaced it). After a key press it first waits (up
 * to 300 ms) for focus to leave the element it was on: Radix moves focus between options and tabs in
 * a setTimeout, and reading too early would press again and step past the target.
 */
function hasFocusAfterMove(el: Element, afterPress: boolean): Promise<boolean | 'gone'> {
  const w = window as { __tabToLast?: Element | null }
  const started = performance.now()
  return new Promise((resolve) => {
    const check = () => {
      const active = document.activeElement
      if (!afterPress || active !== w.__tabToLast || performance.now() - started > 300) {
        w.__tabToLast = active
        resolve(el.isConnected ? el === active || el.contains(active) : 'gone')
      } else {
        setTimeout(check, 10)
      }
    }
    check()
  })
}

/**
 * Presses Tab (or Shift+Tab, or another key such as ArrowDown) until `target` has focus, then
 * checks the focus is visible. Fails after `max` presses, so a control the keyboard cannot reach fails.
 * The target is found once and then followed by its handle: a locator would be queried again after
 * every key (a role query walks the whole page), the main cost of a keyboard journey.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { key = 'Tab', max = 60 }: { key?: string; max?: number } = {},
) {
  let handle: ElementHandle | null = null
  for (let i = 0; i <= max; i++) {
    let focused: boolean | 'gone' = false
    for (let attempt = 0; attempt < 2 && (focused === false || focused === 'gone'); attempt++) {
      handle ??= await target.elementHandle().catch(() => null)
      focused = handle
        ? await handle.evaluate(hasFocusAfterMove, i > 0 && attempt === 0).catch(() => 'gone' as const)
        : false
      if (focused !== 'gone') break
      // Re-rendered: find it again (the focus it may have gained is read on the new element).
      await handle?.dispose()
      handle = null
    }
    if (focused === true) {
      await handle?.dispose()
      await expectFocusVisible(page)
      return
    }
    await page.keyboard.press(key)
  }
  await handle?.dispose()
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
