// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addressForTry, failedModule, loadAgain, TRY_AGAIN_AFTER_MS } from './load-again.ts'

const CHUNK = 'http://localhost:3000/assets/membership-form-B6YmOIfg.js'
const chromiumFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`)
const module = { MembershipForm: 'le formulaire' }

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
  document.head.innerHTML = ''
})

describe('failedModule / addressForTry', () => {
  it('reads the failed address from Chromium’s and Firefox’s errors, and nothing from others', () => {
    expect(failedModule(chromiumFailure())).toBe(CHUNK)
    expect(failedModule(new TypeError(`error loading dynamically imported module: ${CHUNK}`))).toBe(CHUNK)
    expect(failedModule(new TypeError('Importing a module script failed.'))).toBeNull()
    expect(failedModule('not an error')).toBeNull()
  })

  it('names the same file under a new address for each try', () => {
    expect(addressForTry(CHUNK, 2)).toBe(`${CHUNK}?essai=2`)
    expect(addressForTry('/assets/contact-form.js?v=1', 1)).toBe(
      'http://localhost:3000/assets/contact-form.js?v=1&essai=1',
    )
  })
})

describe('loadAgain', () => {
  it('gives the module at once when it loads', async () => {
    const load = vi.fn(async () => module)
    const importModule = vi.fn()
    await expect(loadAgain(load, importModule)).resolves.toBe(module)
    expect(load).toHaveBeenCalledOnce()
    expect(importModule).not.toHaveBeenCalled()
  })

  it('offline, waits for the network, then imports the file under a new address', async () => {
    setOnline(false)
    const importModule = vi.fn(async () => module)
    const loaded = loadAgain(() => Promise.reject(chromiumFailure()), importModule)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(importModule).not.toHaveBeenCalled()

    window.dispatchEvent(new Event('online'))
    await expect(loaded).resolves.toBe(module)
    expect(importModule).toHaveBeenCalledExactlyOnceWith(`${CHUNK}?essai=1`)
  })

  it('asks again for a stylesheet that did not load, and leaves the loaded and foreign ones', async () => {
    setOnline(false)
    document.head.innerHTML = [
      '<link rel="stylesheet" href="/assets/input-Dab1aWBr.css">',
      '<link rel="stylesheet" href="/assets/index-DidJeZco.css">',
      '<link rel="stylesheet" href="https://fonts.example.org/font.css">',
    ].join('')
    const [failed, drawn, foreign] = document.head.querySelectorAll('link')
    Object.defineProperty(drawn, 'sheet', { value: new CSSStyleSheet() })
    const loaded = loadAgain(
      () => Promise.reject(chromiumFailure()),
      async () => module,
    )
    await new Promise((resolve) => setTimeout(resolve, 20))
    window.dispatchEvent(new Event('online'))
    await loaded

    const links = [...document.head.querySelectorAll('link')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/input-Dab1aWBr.css',
      '/assets/index-DidJeZco.css',
      'https://fonts.example.org/font.css',
    ])
    expect(links[0]).not.toBe(failed)
    expect(links[1]).toBe(drawn)
    expect(links[2]).toBe(foreign)
  })

  it('on a flaky network, tries again after a wait, calling the loader itself when no file is named', async () => {
    vi.useFakeTimers()
    setOnline(true)
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('Unable to preload CSS for /assets/input.css'))
      .mockResolvedValueOnce(module)
    const loaded = loadAgain(load, vi.fn())
    await vi.advanceTimersByTimeAsync(TRY_AGAIN_AFTER_MS[0] - 1)
    expect(load).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(1)
    await expect(loaded).resolves.toBe(module)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('gives up after the last try with the last failure', async () => {
    vi.useFakeTimers()
    setOnline(true)
    const last = new TypeError('the last failure')
    const importModule = vi
      .fn<(address: string) => Promise<unknown>>()
      .mockRejectedValue(chromiumFailure())
      .mockRejectedValueOnce(chromiumFailure())
      .mockRejectedValueOnce(chromiumFailure())
      .mockRejectedValueOnce(chromiumFailure())
      .mockRejectedValueOnce(last)
    const loaded = loadAgain(() => Promise.reject(chromiumFailure()), importModule)
    const outcome = expect(loaded).rejects.toBe(last)
    await vi.advanceTimersByTimeAsync(TRY_AGAIN_AFTER_MS.reduce((sum, wait) => sum + wait, 0))
    await outcome
    expect(importModule.mock.calls.map(([address]) => address)).toEqual(
      TRY_AGAIN_AFTER_MS.map((_, index) => `${CHUNK}?essai=${index + 1}`),
    )
  })
})
