import { useEffect, useId, useState } from 'react'
import type { FieldValues, UseFormReset } from 'react-hook-form'

// A public form is in the page the server draws: a visitor can type into it, and press its
// button, before the app has adopted it (its code loads when it nears the screen). What was typed
// is read from the page when the app adopts the form, so react-hook-form starts from it instead
// of writing its empty defaults over it; a submission pressed meanwhile is held by
// public/start-app.js (it marks the form `data-queued-submit`) and sent here once the form works.

/** The attributes that let public/start-app.js hold an early submission of the form. */
export const earlyFormProps = (id: string) => ({ id, 'data-early-submit': '' })

/** What the visitor changed in the server's form `id` before adoption, over `defaults` (only in a browser). */
function typedValues<T extends FieldValues>(id: string, defaults: T): T {
  if (typeof document === 'undefined') return defaults
  const form = document.getElementById(id)
  if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-ready')) return defaults
  const values: Record<string, unknown> = { ...defaults }
  for (const name of Object.keys(defaults)) {
    const field = form.elements.namedItem(name)
    if (typeof values[name] === 'string' && field && changedByVisitor(field)) {
      values[name] = (field as { value: string }).value
    }
  }
  return values as T
}

/** Whether the visitor changed a field from what the server drew (else the app's default stands). */
function changedByVisitor(field: Element | RadioNodeList): boolean {
  if (field instanceof RadioNodeList) {
    return [...field].some((radio) => radio instanceof HTMLInputElement && radio.checked !== radio.defaultChecked)
  }
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected)
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
    return field.value !== field.defaultValue
  return false
}

/**
 * The form's id and the values react-hook-form starts from: the page's, when the app adopts a form
 * the server drew and the visitor already typed into.
 */
export function useEarlyInput<T extends FieldValues>(defaults: T): { id: string; startValues: T } {
  const id = useId()
  const [startValues] = useState(() => typedValues(id, defaults))
  return { id, startValues }
}

/**
 * Once the form is adopted: a reset goes back to `defaults` (not to what was typed early), the
 * form is marked ready (start-app.js lets its submissions through), and a submission held before
 * is sent, with the form's own checks.
 */
export function useAdoptForm<T extends FieldValues>(id: string, reset: UseFormReset<T>, defaults: T, startValues: T) {
  useEffect(() => {
    const element = document.getElementById(id)
    if (startValues !== defaults) reset(defaults, { keepValues: true })
    if (!(element instanceof HTMLFormElement)) return
    element.setAttribute('data-ready', '')
    if (element.hasAttribute('data-queued-submit')) {
      element.removeAttribute('data-queued-submit')
      element.requestSubmit()
    }
    // All four are stable (an id, react-hook-form's reset, values kept in state or a module): once.
  }, [id, reset, defaults, startValues])
}
