import { useEffect } from 'react'

/** The dashboard's own web app (its name, icon and scope): see public/admin-dashboard.webmanifest. */
export const DASHBOARD_MANIFEST = '/admin-dashboard.webmanifest'

/**
 * While the dashboard is open, the page points at the dashboard's manifest instead of the site's,
 * so « Ajouter à l'écran d'accueil » installs « Tableau de bord — Église », opening on the
 * dashboard. The server sends the dashboard the same index.html as the site, hence the swap here;
 * the public pages get theirs back when leaving. Installing caches nothing: the service worker
 * never stores the dashboard, its code or the admin API (scripts/pwa-options.ts).
 */
export function useDashboardManifest() {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')
    const added = !link
    if (!link) {
      link = document.createElement('link')
      link.rel = 'manifest'
      document.head.append(link)
    }
    const previous = link.getAttribute('href')
    link.setAttribute('href', DASHBOARD_MANIFEST)
    return () => {
      if (added) link.remove()
      else if (previous !== null) link.setAttribute('href', previous)
    }
  }, [])
}
