// The staff accounts, for administrators: list, invite, change a role, disable or enable, send a
// new invitation or reset link.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ACCOUNT_AUDIT, ACCOUNT_MESSAGES } from '#common/account-messages.ts'
import { idParamsSchema } from '#common/schemas/admin.ts'
import { apiErrorSchema } from '#common/schemas/api-error.ts'
import {
  ACCOUNT_LINK_PATH,
  ACCOUNT_MINISTRIES_NEEDED,
  accountInvitedSchema,
  accountInviteSchema,
  accountLinkSchema,
  accountUpdateSchema,
  staffAccountSchema,
  STAFF_ROLE_LABELS,
  staffAccountsSchema,
  type StaffAccount,
} from '#common/schemas/staff-account.ts'
import type { AccountRow } from '../../db/admin-repository.ts'
import { badRequest, sendNotFound } from '../../plugins/error-handler.ts'
import { recordAccountEvent } from './account-security.ts'
import { audited } from './audited.ts'
import { ADMINISTRATOR_ONLY } from './roles.ts'
import { sessionOf } from './session-routes.ts'
import { issueLink, queueLinkMail } from './staff-mail.ts'

export const toStaffAccount = (account: AccountRow): StaffAccount => ({
  id: account.id,
  name: account.name,
  email: account.email,
  role: account.role,
  status: account.status,
  totp: account.totpSecret !== null,
  passkeys: account.passkeys,
  createdAt: account.createdAt,
  lastLoginAt: account.lastLoginAt,
  ministryIds: account.ministryIds,
})

const config = { roles: ADMINISTRATOR_ONLY }
const tags = ['admin-accounts']

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.adminRepository
  const ministryExists = app.db.prepare<[number], number>('SELECT 1 FROM ministries WHERE id = ?').pluck()
  const knownMinistries = (ids: readonly number[]) => ids.every((id) => ministryExists.get(id) !== undefined)
  const publicUrl = app.adminAuth.publicUrl

  /**
   * Queues the link by e-mail when SMTP is set up; otherwise gives it back to show. The link
   * remembers who issued it, so the line written when it is used names them.
   */
  const deliver = (account: AccountRow, purpose: 'invitation' | 'reset', issuedBy: number) => {
    const issued = issueLink(app, account, purpose, publicUrl, issuedBy)
    if (app.smtpConfigured) {
      queueLinkMail(app, account, purpose, issued)
      return { link: null, mailQueued: true, expiresAt: issued.expiresAt }
    }
    return { link: issued.link, mailQueued: false, expiresAt: issued.expiresAt }
  }

  app.get(
    '/accounts',
    { config, schema: { tags, summary: 'Les comptes de l’équipe', response: { 200: staffAccountsSchema } } },
    async () => ({ items: admin.listAccounts().map(toStaffAccount) }),
  )

  app.post(
    '/accounts',
    {
      config,
      schema: {
        tags,
        summary: 'Inviter quelqu’un : lien à usage unique (72 h) par e-mail, ou à transmettre sans SMTP',
        body: accountInviteSchema,
        response: { 201: accountInvitedSchema, 400: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { name, email, role, ministryIds = [] } = request.body
      if (admin.findAccountByEmail(email)) return reply.code(409).send({ message: ACCOUNT_MESSAGES.emailTaken })
      if (role === 'responsable' && !knownMinistries(ministryIds))
        return badRequest(reply, ACCOUNT_MESSAGES.unknownMinistry, 'ministryIds')
      const id = audited(
        request,
        (created: number) => ({
          action: 'account.create',
          entity: 'staff_account',
          entityId: created,
          summary: `Compte de ${name} (${STAFF_ROLE_LABELS[role]}) créé, invitation envoyée`,
        }),
        () => {
          const created = admin.createAccount({
            name,
            email,
            role,
            status: 'invite',
            password: null,
            now: app.now().toISOString(),
          })
          if (role === 'responsable') admin.setMinistries(created, ministryIds)
          return created
        },
      )
      const account = admin.findAccount(id) as AccountRow
      const { link, mailQueued } = deliver(account, 'invitation', sessionOf(request).account.id)
      return reply.code(201).send({ account: toStaffAccount(account), link, mailQueued })
    },
  )

  app.patch(
    '/accounts/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Changer le rôle, désactiver (ses sessions se terminent) ou réactiver un compte',
        params: idParamsSchema,
        body: accountUpdateSchema,
        response: { 200: staffAccountSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const account = admin.findAccount(request.params.id)
      if (!account) return sendNotFound(request, reply)
      const { role, active, ministryIds } = request.body
      const demoted = role !== undefined && role !== account.role
      const leads = (role ?? account.role) === 'responsable'
      if (leads && ministryIds !== undefined && !knownMinistries(ministryIds))
        return badRequest(reply, ACCOUNT_MESSAGES.unknownMinistry, 'ministryIds')
      if (leads && (ministryIds ?? account.ministryIds).length === 0)
        return badRequest(reply, ACCOUNT_MINISTRIES_NEEDED, 'ministryIds')
      const disabled = active === false && account.status !== 'desactive'
      if ((demoted || disabled) && account.id === sessionOf(request).account.id)
        return reply.code(409).send({ message: ACCOUNT_MESSAGES.notYourself })
      const losesAdministrator =
        account.role === 'administrateur' &&
        account.status === 'actif' &&
        ((demoted && role !== 'administrateur') || disabled)
      if (losesAdministrator && admin.countActiveAdministrators() <= 1)
        return reply.code(409).send({ message: ACCOUNT_MESSAGES.lastAdministrator })
      const now = app.now().toISOString()
      const changes: string[] = []
      audited(
        request,
        () =>
          changes.length > 0
            ? {
                action: 'account.update',
                entity: 'staff_account',
                entityId: account.id,
                summary: `Compte de ${account.name} : ${changes.join(', ')}`,
              }
            : undefined,
        () => {
          if (demoted && role) {
            admin.setRole(account.id, role)
            changes.push(`rôle ${STAFF_ROLE_LABELS[role]}`)
          }
          // A leader's ministries; an account that is no longer a leader keeps none.
          const nextMinistries = leads ? (ministryIds ?? account.ministryIds) : []
          if (nextMinistries.join() !== account.ministryIds.join()) {
            admin.setMinistries(account.id, nextMinistries)
            if (leads) changes.push(`ministères n° ${nextMinistries.join(', ')}`)
          }
          if (disabled) {
            admin.setStatus(account.id, 'desactive', now)
            changes.push('désactivé')
          } else if (active === true && account.status === 'desactive') {
            admin.setStatus(account.id, account.password ? 'actif' : 'invite', now)
            changes.push('réactivé')
          }
        },
      )
      return toStaffAccount(admin.findAccount(account.id) as AccountRow)
    },
  )

  // The dashboard calls it /link; /invitation is the same route under its first name.
  for (const path of [`/accounts/:id/${ACCOUNT_LINK_PATH}`, '/accounts/:id/invitation'])
    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary: 'Nouveau lien : invitation si le mot de passe n’est pas encore choisi, sinon réinitialisation',
          params: idParamsSchema,
          response: { 200: accountLinkSchema, 404: apiErrorSchema, 409: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const account = admin.findAccount(request.params.id)
        if (!account) return sendNotFound(request, reply)
        if (account.status === 'desactive') return reply.code(409).send({ message: ACCOUNT_MESSAGES.disabledAccount })
        const purpose = account.status === 'invite' ? 'invitation' : 'reset'
        // Whoever holds a reset link can take the account over: the line says who made it.
        return recordAccountEvent(request, {
          account,
          action: 'account.link',
          summary: ACCOUNT_AUDIT.linkIssued(purpose, account.name),
          change: () => deliver(account, purpose, sessionOf(request).account.id),
        }) as ReturnType<typeof deliver>
      },
    )
}

export default accountRoutes
