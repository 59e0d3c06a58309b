import type { ReactNode } from 'react'
import { FloatingActions } from './floating-actions.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'
import { TopBar } from './top-bar.tsx'
import { useFocusHashTarget } from './use-focus-hash-target.ts'
import { useKeepHashTargetInView } from './use-keep-hash-target-in-view.ts'
import classes from './site-layout.module.css'

type SiteLayoutProps = {
  children: ReactNode
  /** The admin-access control (a feature), composed by the route and shown in the footer. */
  adminAccess?: ReactNode
  /** The donate page the fixed button opens (a feature reads it), else the built-in one. */
  donateHref?: string
}

/** The chrome of every public page: top bar, sticky header, footer and the fixed buttons. */
export function SiteLayout({ children, adminAccess, donateHref }: SiteLayoutProps) {
  useKeepHashTargetInView()
  useFocusHashTarget()
  return (
    <>
      <a href="#contenu" className={classes.skipLink}>
        Aller au contenu principal
      </a>
      <TopBar />
      <SiteHeader />
      <div id="contenu" tabIndex={-1} className={classes.content}>
        {children}
      </div>
      <SiteFooter adminAccess={adminAccess} />
      <FloatingActions donateHref={donateHref} />
    </>
  )
}
