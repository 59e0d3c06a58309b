import type { Page } from 'playwright-core'

/** What has the focus: its tag, accessible-ish name and id, for messages and checks. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return { tag: 'body', name: '', id: '', inDialog: false }
    const labelled = element.getAttribute('aria-labelledby')
    const name =
      element.getAttribute('aria-label') ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      element.textContent ??
      ''
    return {
      tag: element.tagName.toLowerCase(),
      name: name.replace(/\s+/g, ' ').trim(),
      id: element.id,
      inDialog: Boolean(element.closest('[role="dialog"]')),
    }
  })
}

/**
 * Presses `key` (Tab by default) until the focused element's name matches `name`, as a keyboard
 * user moves through the page; fails after `limit` presses.
 */
export async function tabTo(page: Page, name: RegExp, { key = 'Tab', limit = 80 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(key)
    const now = await focused(page)
    if (name.test(now.name)) return now
  }
  throw new Error(`${key} pressed ${limit} times without reaching ${name}`)
}
