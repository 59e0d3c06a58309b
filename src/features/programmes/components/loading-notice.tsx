import classes from './loading-notice.module.css'

/** Shown while a request form's code arrives, so a tap on slow mobile data gets an answer. */
export function LoadingNotice() {
  return (
    <p role="status" className={classes.notice}>
      <span className={classes.spinner} aria-hidden="true" />
      Chargement du formulaire…
    </p>
  )
}
