import type { Page } from 'playwright-core'

/**
 * Every visible text and control in the window whose centre is covered by another element: an
 * empty list means the visitor can read and press everything they see. A text's box is each line
 * of it; `document.elementFromPoint` at its centre must be the text's element or inside it, and
 * for a control the control or inside it. What lies under the sticky header is left out (the
 * page scrolls under it by design, and scroll-padding keeps what is jumped to clear of it).
 */
export async function coveredContent(page: Page): Promise<string[]> {
  // Two frames: the fixed buttons react to a scroll on the next one.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return page.evaluate(() => {
    const covered: string[] = []
    const width = window.innerWidth
    const height = window.innerHeight
    const headerBottom = document.querySelector('body header')?.getBoundingClientRect().bottom ?? 0
    const label = (element: Element | null) =>
      element ? `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">` : 'nothing'
    const shown = (element: Element) => {
      if (element.closest('.visually-hidden, [hidden], [aria-hidden="true"]')) return false
      const style = getComputedStyle(element)
      return style.visibility !== 'hidden' && Number(style.opacity) > 0
    }
    const check = (element: Element, box: DOMRect, what: string) => {
      if (box.width < 1 || box.height < 1) return
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      if (x < 0 || x >= width || y < headerBottom || y >= height) return
      const hit = document.elementFromPoint(x, y)
      if (hit && (hit === element || element.contains(hit))) return
      covered.push(`${what} at (${Math.round(x)}, ${Math.round(y)}) is under ${label(hit)}`)
    }

    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const element = node.parentElement
      const text = node.textContent?.trim() ?? ''
      if (!element || !text || !shown(element)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const box of range.getClientRects()) check(element, box, `« ${text.slice(0, 40)} »`)
    }
    const controls = document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea')
    for (const control of controls) {
      if (shown(control)) check(control, control.getBoundingClientRect(), label(control))
    }
    return covered
  })
}
