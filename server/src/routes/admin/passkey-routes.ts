// Passkeys (WebAuthn): registering one from « Mon compte », and signing in with it. A passkey
// answers with user verification (fingerprint, face, PIN), so it counts as both factors.
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ACCOUNT_MESSAGES } from '#common/account-messages.ts'
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
} from '#common/schemas/staff-account.ts'
import { isRefusal } from '../../auth/login-throttle.ts'
import { createPasskeyRepository, type PasskeyRow } from '../../db/passkey-repository.ts'
import { badRequest } from '../../plugins/error-handler.ts'
import { EVERY_ROLE } from './roles.ts'
import { sessionOf } from './session-routes.ts'

/** How long a challenge may be answered. */
export const CHALLENGE_TTL_MS = 5 * 60_000
/** Sign-in challenges waiting for an answer, at most (the oldest goes first). */
const MAX_PENDING_SIGN_INS = 1000
const RP_NAME = 'Église baptiste francophone de Santiago'
export const PASSKEY_NOT_VERIFIED = 'La clé d’accès n’a pas pu être vérifiée. Réessayez.'

export interface PasskeyRoutesOptions {
  /** In development and tests the request's own origin is accepted too (Vite's port, inject). */
  nodeEnv?: 'development' | 'production' | 'test'
}

const SIGNED_IN = { roles: EVERY_ROLE }
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

  // Registration: one challenge per session. Sign-in: challenges not tied to anyone yet.
  const registrations = new Map<string, { challenge: string; expiresAt: number }>()
  const signIns = new Map<string, number>()
  const takeSignIn = (challenge: string): boolean => {
    const expiresAt = signIns.get(challenge)
    signIns.delete(challenge)
    return expiresAt !== undefined && expiresAt > app.now().getTime()
  }

  app.get(
    '/me/passkeys',
    { config: SIGNED_IN, schema: { tags, summary: 'Ses clés d’accès', response: { 200: passkeyListSchema } } },
    async (request) => ({ items: passkeys.listFor(sessionOf(request).account.id).map(toPasskey) }),
  )

  app.post(
    '/me/passkeys/options',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Options pour créer une clé d’accès (le défi vaut 5 minutes, pour cette session)',
        response: { 200: passkeyOptionsSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request)
      const { account } = session
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
      registrations.set(session.idHash, {
        challenge: creation.challenge,
        expiresAt: app.now().getTime() + CHALLENGE_TTL_MS,
      })
      return { ...creation }
    },
  )

  app.post(
    '/me/passkeys',
    {
      config: SIGNED_IN,
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
      let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>
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
      const row = passkeys.add({
        accountId: session.account.id,
        credentialId: credential.id,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: request.body.name,
        createdAt: app.now().toISOString(),
      })
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
      const { account } = sessionOf(request)
      const row = passkeys.listFor(account.id).find((candidate) => candidate.id === request.params.id)
      if (!row) return reply.code(404).send({ message: API_MESSAGES.notFound })
      const attempt = auth.throttle.begin(account.email, request.ip, app.now().getTime())
      if (isRefusal(attempt))
        return reply
          .code(429)
          .header('retry-after', String(attempt.retryAfterSeconds))
          .send({ message: API_MESSAGES.tooManyAttempts })
      if (!(await auth.checkPassword(account, request.body.currentPassword)))
        return badRequest(reply, ACCOUNT_MESSAGES.wrongCurrentPassword, 'currentPassword')
      auth.throttle.succeeded(account.email, request.ip)
      passkeys.remove(row.id, account.id)
      return reply.code(204).send()
    },
  )

  app.post(
    '/login/passkey/options',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Options pour se connecter avec une clé d’accès (défi valable 5 minutes)',
        response: { 200: passkeyOptionsSchema },
      },
    },
    async () => {
      const assertion = await generateAuthenticationOptions({
        rpID,
        userVerification: 'required',
        timeout: CHALLENGE_TTL_MS,
      })
      const now = app.now().getTime()
      for (const [challenge, expiresAt] of signIns) if (expiresAt <= now) signIns.delete(challenge)
      while (signIns.size >= MAX_PENDING_SIGN_INS) {
        const oldest = signIns.keys().next().value
        if (oldest === undefined) break
        signIns.delete(oldest)
      }
      signIns.set(assertion.challenge, now + CHALLENGE_TTL_MS)
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
      const passkey = passkeys.findByCredentialId(response.id)
      const account = passkey ? admin.findAccount(passkey.accountId) : undefined
      const throttleKey = account?.email ?? `passkey:${response.id.slice(0, 64)}`
      const attempt = auth.throttle.begin(throttleKey, request.ip, app.now().getTime())
      if (isRefusal(attempt)) {
        request.log.warn({ ip: request.ip, scope: attempt.scope }, 'passkey sign-in refused: too many attempts')
        return reply
          .code(429)
          .header('retry-after', String(attempt.retryAfterSeconds))
          .send({ message: API_MESSAGES.tooManyAttempts })
      }
      const wrong = (reason: string) => {
        request.log.warn({ ip: request.ip, account: account?.id, reason }, 'passkey sign-in failed')
        return reply.code(401).send({ message: ACCOUNT_MESSAGES.wrongCredentials })
      }
      // The challenge is spent whatever follows: an answer cannot be replayed.
      const challenge = challengeOf(response.response.clientDataJSON)
      const challengeOk = challenge !== undefined && takeSignIn(challenge)
      if (!passkey || !account) return wrong('unknown passkey')
      if (account.status !== 'actif') return wrong('account not active')
      if (!challengeOk) return wrong('unknown or expired challenge')
      try {
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
        if (!verified) return wrong('not verified')
        passkeys.markUsed(passkey.id, authenticationInfo.newCounter, app.now().toISOString())
      } catch (error) {
        return wrong((error as Error).message)
      }
      auth.throttle.succeeded(throttleKey, request.ip)
      auth.startSession(request, reply, account)
      request.log.info(
        { ip: request.ip, account: account.id, passkey: passkey.id },
        'staff member signed in with a passkey',
      )
      return reply.code(204).send()
    },
  )
}

export default passkeyRoutes
