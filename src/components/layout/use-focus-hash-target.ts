import { useEffect, useRef } from 'react'
import { useRouterState } from '@tanstack/react-router'

/**
 * After a link to `/#section` is followed, moves the focus to that section (without scrolling:
 * the router scrolls), so that the next Tab goes on from there. The router handles these links
 * itself, and unlike the browser's own anchors it leaves the focus on the menu: a keyboard user
 * who chose « Contact » went on from the menu instead of the contact section. The section gets
 * tabindex="-1" (focusable by script, not by Tab), as the skip link's target has.
 */
export function useFocusHashTarget() {
  const location = useRouterState({ select: (state) => state.location })
  const arrived = useRef(false)

  useEffect(() => {
    // The page's first address: the browser has already put the starting point at its anchor.
    if (!arrived.current) {
      arrived.current = true
      return
    }
    const target = location.hash ? document.getElementById(location.hash) : null
    if (!target || target.contains(document.activeElement)) return
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    target.focus({ preventScroll: true })
  }, [location])
}
