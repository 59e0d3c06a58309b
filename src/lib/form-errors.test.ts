import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client.ts'
import { applyFieldErrors } from './form-errors.ts'

type Values = { name: string; email: string; type: string }

describe('applyFieldErrors', () => {
  it('sets the first message of each listed field and focuses the first one', () => {
    const setError = vi.fn()
    const error = new ApiError(400, {
      message: 'Certains champs sont invalides.',
      fieldErrors: { email: ['Adresse e-mail invalide.', 'autre'], name: ['Le nom est obligatoire.'], type: ['x'] },
    })
    expect(applyFieldErrors<Values>(error, setError, ['name', 'email'])).toBe(2)
    expect(setError).toHaveBeenCalledTimes(2)
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'name',
      { type: 'server', message: 'Le nom est obligatoire.' },
      { shouldFocus: true },
    )
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'email',
      { type: 'server', message: 'Adresse e-mail invalide.' },
      { shouldFocus: false },
    )
  })

  it('ignores other statuses and other errors', () => {
    const setError = vi.fn()
    const fieldErrors = { name: ['Le nom est obligatoire.'] }
    expect(applyFieldErrors<Values>(new ApiError(500, { message: 'x', fieldErrors }), setError, ['name'])).toBe(0)
    expect(applyFieldErrors<Values>(new TypeError('Failed to fetch'), setError, ['name'])).toBe(0)
    expect(setError).not.toHaveBeenCalled()
  })
})
