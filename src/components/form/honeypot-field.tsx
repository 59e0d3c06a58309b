import type { UseFormRegisterReturn } from 'react-hook-form'

/**
 * Anti-spam trap (the schemas' optional `website`): invisible and unreachable for people,
 * filled in by bots, whose submissions the server then drops silently.
 */
export function HoneypotField(registration: UseFormRegisterReturn<'website'>) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Site web (ne pas remplir)
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  )
}
