// Passkeys (WebAuthn): registering one from « Mon compte », and signing in with it. A passkey
// answers with user verification (fingerprint, face, PIN), so it counts as both factors.
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  VerifiedRegistrationResponse,
} from '@simplewebauthn/server'
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ACCOUNT_AUDIT, ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { API_MESSAGES } from '#common/api-messages.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import {
  currentPasswordSchema,
  type Passkey,
  passkeyListSchema,
  passkeyLoginSchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
  passkeySchema,
  reauthenticationSchema,
} from '#common/schemas/staff-account.ts'
import { addressKey } from '../../auth/login-throttle.ts'
import { createPasskeyRepository, type PasskeyRow } from '../../db/passkey-repository.ts'
import { badRequest } from '../../plugins/error-handler.ts'
import { createTokenBuckets } from '../../lib/token-bucket.ts'
import { confirmPassword, reauthenticated, recordAccountEvent } from './account-security.ts'
import { EVERY_ROLE } from './roles.ts'
import { sessionOf } from './session-routes.ts'

/**
 * The WebAuthn library, loaded by the first passkey request: loading it takes about a second,
 * which every start of the server paid though few requests need it.
 */
const webauthn = () => import('@simplewebauthn/server')

/** How long a challenge may be answered. */
export const CHALLENGE_TTL_MS = 5 * 60_000
/** Sign-in options per address (IPv6 by /56): at once, and given back per hour. */
export const SIGN_IN_OPTIONS_PER_ADDRESS = { capacity: 20, refillPerHour: 120 }
const RP_NAME = 'Église baptiste francophone de Santiago'
export const PASSKEY_NOT_VERIFIED = 'La clé d’accès n’a pas pu être vérifiée. Réessayez.'

export interface PasskeyRoutesOptions {
  /** In development and tests the request's own origin is accepted too (Vite's port, inject). */
  nodeEnv?: 'development' | 'production' | 'test'
}

const SIGNED_IN = { roles: EVERY_ROLE }
/**
 * Creating a passkey is open during the second factor's set-up too: on a phone, which cannot scan
 * the QR code it shows, the set-up offers a passkey first. It does not end the set-up (an
 * administrator still enrols the authenticator app), and it gives a session that only had the
 * password nothing it could not already do (it could enrol an app); the owner is e-mailed.
 */
const DURING_SECOND_FACTOR = { roles: EVERY_ROLE, duringSetup: true }
const tags = ['admin-session']

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
})

/** The challenge inside clientDataJSON, or undefined when it cannot be read. */
const challengeOf = (clientDataJSON: string): string | undefined => {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }
    return typeof data.challenge === 'string' ? data.challenge : undefined
  } catch {
    return undefined
  }
}

const passkeyRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (app, options) => {
  const auth = app.adminAuth
  const admin = app.adminRepository
  const passkeys = createPasskeyRepository(app.db)
  const publicUrl = new URL(auth.publicUrl)
  const rpID = publicUrl.hostname
  const loose = options.nodeEnv !== 'production'

  const expectedOrigins = (request: FastifyRequest): string[] => {
    const origins = [publicUrl.origin]
    if (loose) origins.push(`${request.protocol}://${request.host}`)
    return origins
  }

  // Registration: one challenge per session, drawn only after the password (or a recent sign-in).
  const registrations = new Map<string, { challenge: string; expiresAt: number }>()

  // Sign-in challenges are kept by no one: each carries its expiry and the server's signature
  // (a key drawn at start), so a flood of options requests has nothing to push out, and a pending
  // sign-in cannot be evicted. Only the challenges being answered or answered with success are
  // remembered, until they expire, so that an answer cannot be replayed.
  const challengeKey = randomBytes(32)
  const signature = (head: Uint8Array) => createHmac('sha256', challengeKey).update(head).digest().subarray(0, 16)
  const newSignInChallenge = (now: number): Uint8Array<ArrayBuffer> => {
    const head = Buffer.alloc(16)
    randomBytes(12).copy(head)
    head.writeUInt32BE(Math.ceil((now + CHALLENGE_TTL_MS) / 1000), 12)
    return new Uint8Array(Buffer.concat([head, signature(head)]))
  }
  /** The challenge's expiry (ms) when the server drew it, undefined otherwise. */
  const signInChallengeExpiry = (challenge: string): number | undefined => {
    const bytes = Buffer.from(challenge, 'base64url')
    if (bytes.length !== 32 || bytes.toString('base64url') !== challenge) return undefined
    const head = bytes.subarray(0, 16)
    if (!timingSafeEqual(bytes.subarray(16), signature(head))) return undefined
    return head.readUInt32BE(12) * 1000
  }
  const spentSignIns = new Map<string, number>()
  /** Takes the challenge for this answer: false when forged, expired or already taken. */
  const takeSignIn = (challenge: string): boolean => {
    const now = app.now().getTime()
    for (const [spent, expiresAt] of spentSignIns) if (expiresAt <= now) spentSignIns.delete(spent)
    const expiresAt = signInChallengeExpiry(challenge)
    if (expiresAt === undefined || expiresAt <= now || spentSignIns.has(challenge)) return false
    spentSignIns.set(challenge, expiresAt)
    return true
  }
  const optionsPerAddress = createTokenBuckets(SIGN_IN_OPTIONS_PER_ADDRESS)

  app.get(
    '/me/passkeys',
    { config: SIGNED_IN, schema: { tags, summary: 'Ses clés d’accès', response: { 200: passkeyListSchema } } },
    async (request) => ({ items: passkeys.listFor(sessionOf(request).account.id).map(toPasskey) }),
  )

  app.post(
    '/me/passkeys/options',
    {
      config: DURING_SECOND_FACTOR,
      schema: {
        tags,
        summary:
          'Options pour créer une clé d’accès (le défi vaut 5 minutes, pour cette session) ; le mot de passe est redemandé, sauf juste après la connexion',
        body: reauthenticationSchema.nullish(),
        response: { 200: passkeyOptionsSchema, 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      const { account } = session
      // A profile still to give has no e-mail yet to name the passkey by.
      if (session.step === 'profile') return reply.code(403).send({ message: API_MESSAGES.setupFirst })
      if (!(await reauthenticated(request, reply, session, request.body?.currentPassword))) return reply
      const { generateRegistrationOptions } = await webauthn()
      const creation = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: account.email,
        userDisplayName: account.name,
        userID: new TextEncoder().encode(`staff-${account.id}`),
        attestationType: 'none',
        excludeCredentials: passkeys
          .listFor(account.id)
          .map((row) => ({ id: row.credentialId, transports: row.transports })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: CHALLENGE_TTL_MS,
      })
      const now = app.now().getTime()
      for (const [id, pending] of registrations) if (pending.expiresAt <= now) registrations.delete(id)
      registrations.set(session.idHash, { challenge: creation.challenge, expiresAt: now + CHALLENGE_TTL_MS })
      return { ...creation }
    },
  )

  app.post(
    '/me/passkeys',
    {
      config: DURING_SECOND_FACTOR,
      schema: {
        tags,
        summary: 'Enregistre la clé d’accès créée par le navigateur, sous un nom',
        body: passkeyRegistrationSchema,
        response: { 201: passkeySchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      const pending = registrations.get(session.idHash)
      registrations.delete(session.idHash)
      if (!pending || pending.expiresAt <= app.now().getTime())
        return badRequest(reply, PASSKEY_NOT_VERIFIED, 'response')
      const { verifyRegistrationResponse } = await webauthn()
      let verification: VerifiedRegistrationResponse
      try {
        verification = await verifyRegistrationResponse({
          response: request.body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: pending.challenge,
          expectedOrigin: expectedOrigins(request),
          expectedRPID: rpID,
          requireUserVerification: true,
        })
      } catch (error) {
        request.log.warn({ account: session.account.id, reason: (error as Error).message }, 'passkey refused')
        return badRequest(reply, PASSKEY_NOT_VERIFIED, 'response')
      }
      if (!verification.verified) return badRequest(reply, PASSKEY_NOT_VERIFIED, 'response')
      const { credential } = verification.registrationInfo
      if (passkeys.findByCredentialId(credential.id))
        return reply.code(409).send({ message: 'Cette clé d’accès est déjà enregistrée.' })
      const name = request.body.name
      const row = recordAccountEvent(request, {
        account: session.account,
        action: 'account.passkey-add',
        summary: ACCOUNT_AUDIT.passkeyAdded(name),
        notice: { kind: 'passkey-added', passkeyName: name },
        change: () =>
          passkeys.add({
            accountId: session.account.id,
            credentialId: credential.id,
            publicKey: credential.publicKey,
            counter: credential.counter,
            transports: credential.transports ?? [],
            name,
            createdAt: app.now().toISOString(),
          }),
      }) as PasskeyRow
      request.log.info({ account: session.account.id, passkey: row.id }, 'passkey registered')
      return reply.code(201).send(toPasskey(row))
    },
  )

  app.delete(
    '/me/passkeys/:id',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Retire une de ses clés d’accès (le mot de passe est redemandé)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: currentPasswordSchema,
        response: { 204: z.undefined(), 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request)
      const { account } = session
      const row = passkeys.listFor(account.id).find((candidate) => candidate.id === request.params.id)
      if (!row) return reply.code(404).send({ message: API_MESSAGES.notFound })
      if (!(await confirmPassword(request, reply, session, request.body.currentPassword))) return reply
      recordAccountEvent(request, {
        account,
        action: 'account.passkey-remove',
        summary: ACCOUNT_AUDIT.passkeyRemoved(row.name),
        notice: { kind: 'passkey-removed', passkeyName: row.name },
        change: () => passkeys.remove(row.id, account.id),
      })
      return reply.code(204).send()
    },
  )

  app.post(
    '/login/passkey/options',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Options pour se connecter avec une clé d’accès (défi valable 5 minutes ; limité par adresse)',
        response: { 200: passkeyOptionsSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const now = app.now().getTime()
      const verdict = optionsPerAddress.take(addressKey(request.ip), now)
      if (!verdict.allowed)
        return reply
          .code(429)
          .header('retry-after', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))))
          .send({ message: API_MESSAGES.tooManyAttempts })
      const { generateAuthenticationOptions } = await webauthn()
      const assertion = await generateAuthenticationOptions({
        rpID,
        userVerification: 'required',
        timeout: CHALLENGE_TTL_MS,
        challenge: newSignInChallenge(now),
      })
      return { ...assertion }
    },
  )

  app.post(
    '/login/passkey',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Connexion avec une clé d’accès : les deux facteurs à la fois → cookie de session',
        body: passkeyLoginSchema,
        response: { 204: z.undefined(), 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const response = request.body.response as unknown as AuthenticationResponseJSON
      // Only the address's budget: a passkey cannot be guessed, so its answers neither count against
      // the account nor wait for the account's delays (which strangers may be keeping up).
      const refusal = auth.throttle.beginFromAddress(request.ip, app.now().getTime())
      if (refusal) {
        request.log.warn({ ip: request.ip, scope: refusal.scope }, 'passkey sign-in refused: too many attempts')
        return reply
          .code(429)
          .header('retry-after', String(refusal.retryAfterSeconds))
          .send({ message: API_MESSAGES.tooManyAttempts })
      }
      const passkey = passkeys.findByCredentialId(response.id)
      const account = passkey ? admin.findAccount(passkey.accountId) : undefined
      const wrong = (reason: string) => {
        request.log.warn({ ip: request.ip, account: account?.id, reason }, 'passkey sign-in failed')
        return reply.code(401).send({ message: ACCOUNT_MESSAGES.wrongCredentials })
      }
      // The challenge is taken before the answer is checked: two copies of one answer cannot both pass.
      const challenge = challengeOf(response.response.clientDataJSON)
      const challengeOk = challenge !== undefined && takeSignIn(challenge)
      const release = () => {
        if (challengeOk && challenge) spentSignIns.delete(challenge)
      }
      if (!passkey || !account) {
        release()
        return wrong('unknown passkey')
      }
      if (account.status !== 'actif') {
        release()
        return wrong('account not active')
      }
      if (!challengeOk) return wrong('unknown or expired challenge')
      try {
        const { verifyAuthenticationResponse } = await webauthn()
        const { verified, authenticationInfo } = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: expectedOrigins(request),
          expectedRPID: rpID,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: true,
        })
        if (!verified) {
          release()
          return wrong('not verified')
        }
        passkeys.markUsed(passkey.id, authenticationInfo.newCounter, app.now().toISOString())
      } catch (error) {
        release()
        return wrong((error as Error).message)
      }
      auth.throttle.succeededFromAddress(request.ip)
      recordAccountEvent(request, {
        account,
        action: 'session.login',
        summary: ACCOUNT_AUDIT.signedIn({ passkey: passkey.name }),
        change: () => auth.startSession(request, reply, account),
      })
      auth.rememberDevice(request, reply, account.id)
      request.log.info(
        { ip: request.ip, account: account.id, passkey: passkey.id },
        'staff member signed in with a passkey',
      )
      return reply.code(204).send()
    },
  )
}

export default passkeyRoutes
