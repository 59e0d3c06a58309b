// Where the set-up screens are seen: a phone cannot scan the QR code it shows, but it can open the
// authenticator app from a link, and most can make a passkey themselves.
import { useEffect, useState } from 'react'
import { useScreenQuery } from '#src/lib/screen-guess.ts'

/** A touch screen, or a screen as narrow as a phone's (the dashboard's bottom bar shows below 62em). */
export const PHONE_QUERY = '(pointer: coarse), (max-width: 48em)'

/** True on a phone (coarse pointer or small screen). */
export const usePhone = (): boolean => useScreenQuery(PHONE_QUERY, false)

/**
 * Whether this device can make a passkey itself, unlocked by its fingerprint, face or PIN
 * (PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable). Null while the browser
 * answers, false without WebAuthn.
 */
export function usePlatformPasskey(): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null)
  useEffect(() => {
    let current = true
    const credential = typeof window === 'undefined' ? undefined : window.PublicKeyCredential
    if (typeof credential?.isUserVerifyingPlatformAuthenticatorAvailable !== 'function') {
      setAvailable(false)
      return
    }
    credential
      .isUserVerifyingPlatformAuthenticatorAvailable()
      .then((yes) => current && setAvailable(yes))
      .catch(() => current && setAvailable(false))
    return () => {
      current = false
    }
  }, [])
  return available
}

/**
 * On a phone that can make a passkey, the passkey is offered before the authenticator app. Null
 * while unknown (the screen waits rather than jump from one offer to the other).
 */
export function usePasskeyFirst(): boolean | null {
  const phone = usePhone()
  const platform = usePlatformPasskey()
  if (!phone) return false
  return platform
}
