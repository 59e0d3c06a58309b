import { useEffect } from 'react'
import { useRouterState } from '@tanstack/react-router'

/** How long after a navigation late content (queries, lazy forms) may still push the target away. */
const WATCH_MS = 5000
/** The sticky header's room, as `scroll-padding-top` in site.css. */
const TOLERANCE_PX = 4

/**
 * After a navigation to `/#section`, keeps that section at the top while the content above it
 * is still loading (skeletons replaced by cards, lazily loaded forms). Without this, arriving
 * from another page on a slow phone lands thousands of pixels off. Stops as soon as the visitor
 * scrolls, touches or types, or after a few seconds.
 */
export function useKeepHashTargetInView() {
  const location = useRouterState({ select: (state) => state.location })

  useEffect(() => {
    const hash = location.hash
    if (!hash || typeof ResizeObserver === 'undefined') return
    const scrollPadding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0

    // Only a change of the page's height matters: the observer's first call, or a smooth scroll
    // in progress on an unchanged page (a same-page link), must be left alone.
    let height = document.body.scrollHeight
    const realign = () => {
      const nextHeight = document.body.scrollHeight
      if (nextHeight === height) return
      height = nextHeight
      const target = document.getElementById(hash)
      if (!target) return
      if (Math.abs(target.getBoundingClientRect().top - scrollPadding) > TOLERANCE_PX) {
        target.scrollIntoView({ behavior: 'instant', block: 'start' })
      }
    }
    const observer = new ResizeObserver(realign)
    observer.observe(document.body)

    const stop = () => {
      observer.disconnect()
      window.clearTimeout(timer)
      for (const type of USER_EVENTS) window.removeEventListener(type, stop)
    }
    const timer = window.setTimeout(stop, WATCH_MS)
    for (const type of USER_EVENTS) window.addEventListener(type, stop, { passive: true })
    return stop
  }, [location])
}

const USER_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
