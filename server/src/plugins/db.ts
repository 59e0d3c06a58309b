import { migrations } from '../../migrations/index.ts'
import { createAdminRepository, type AdminRepository } from '../db/admin-repository.ts'
import { createAuditLogRepository, type AuditLogRepository } from '../db/audit-log-repository.ts'
import { createContactMessagesRepository, type ContactMessagesRepository } from '../db/contact-messages-repository.ts'
import { openDatabase, type Db } from '../db/database.ts'
import {
  createEventRegistrationsRepository,
  type EventRegistrationsRepository,
} from '../db/event-registrations-repository.ts'
import { createEventsRepository, type EventsRepository } from '../db/events-repository.ts'
import { createGalleryRepository, type GalleryRepository } from '../db/gallery-repository.ts'
import { seedGallerySamples } from '../db/gallery-seed.ts'
import { createGiftsRepository, type GiftsRepository } from '../db/gifts-repository.ts'
import { createIdempotencyRepository, type IdempotencyRepository } from '../db/idempotency-repository.ts'
import { createMemberFollowUpRepository, type MemberFollowUpRepository } from '../db/member-follow-up-repository.ts'
import { createMembersRepository, type MembersRepository } from '../db/members-repository.ts'
import { migrate } from '../db/migrate.ts'
import { createNewsletterRepository, type NewsletterRepository } from '../db/newsletter-repository.ts'
import { createOutboxRepository, type OutboxRepository } from '../db/outbox-repository.ts'
import { createPeopleLinker, type PeopleLinker } from '../db/people-linking.ts'
import { createPeopleMerge, type PeopleMerge } from '../db/people-merge.ts'
import { createPeopleRepository, type PeopleRepository } from '../db/people-repository.ts'
import { createRollStats, type RollStats } from '../db/people-stats.ts'
import {
  createProgrammeRequestsRepository,
  type ProgrammeRequestsRepository,
} from '../db/programme-requests-repository.ts'
import { seedOnFirstStart } from '../db/seed.ts'
import { createServicesRepository, type ServicesRepository } from '../db/services-repository.ts'
import { createSettingsRepository, type SettingsRepository } from '../db/settings-repository.ts'
import { createSiteContentRepository, type SiteContentRepository } from '../db/site-content-repository.ts'
import { seedSiteContent } from '../db/site-content-seed.ts'
import { galleryMediaDir, peopleMediaDir } from '../lib/gallery-files.ts'
import { globalPlugin } from '../lib/global-plugin.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    servicesRepository: ServicesRepository
    eventsRepository: EventsRepository
    /** The events' sign-ups and their cancel links. */
    eventRegistrationsRepository: EventRegistrationsRepository
    membersRepository: MembersRepository
    memberFollowUpRepository: MemberFollowUpRepository
    newsletterRepository: NewsletterRepository
    contactMessagesRepository: ContactMessagesRepository
    programmeRequestsRepository: ProgrammeRequestsRepository
    adminRepository: AdminRepository
    settingsRepository: SettingsRepository
    outboxRepository: OutboxRepository
    auditLogRepository: AuditLogRepository
    galleryRepository: GalleryRepository
    /** DATA_DIR/media/gallery: the uploaded photos' files. */
    galleryMediaDir: string
    /** DATA_DIR/media/people: the leaders' portraits' files. */
    peopleMediaDir: string
    giftsRepository: GiftsRepository
    siteContentRepository: SiteContentRepository
    /** The first answers to the public forms' submissions (plugins/answer-once.ts). */
    idempotencyRepository: IdempotencyRepository
    peopleRepository: PeopleRepository
    /** Links each submission to its sender's person (db/people-linking.ts). */
    peopleLinker: PeopleLinker
    peopleMerge: PeopleMerge
    /** The member figures counted from the people once the roll is complete. */
    rollStats: RollStats
  }
}

/** Opens the database, migrates and seeds it, exposes one repository per entity, closes on shutdown. */
export default globalPlugin<{ dataDir: string }>('db', async (app, { dataDir }) => {
  const db = openDatabase(dataDir)
  app.addHook('onClose', () => {
    db.close()
  })
  const applied = migrate(db, migrations)
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated')

  const services = createServicesRepository(db)
  const events = createEventsRepository(db)
  const settings = createSettingsRepository(db)
  if (seedOnFirstStart({ db, services, events, settings }, app.now())) {
    app.log.info('database seeded with the sample services and events')
  }

  const gallery = createGalleryRepository(db)
  if (seedGallerySamples({ db, gallery, settings }, app.now())) app.log.info('gallery seeded with the sample photos')

  const siteContent = createSiteContentRepository(db)
  if (seedSiteContent(siteContent, app.now())) app.log.info('site content seeded with the built-in values')

  app.decorate('db', db)
  app.decorate('servicesRepository', services)
  app.decorate('eventsRepository', events)
  app.decorate('eventRegistrationsRepository', createEventRegistrationsRepository(db))
  app.decorate('settingsRepository', settings)
  app.decorate('membersRepository', createMembersRepository(db))
  app.decorate('memberFollowUpRepository', createMemberFollowUpRepository(db))
  app.decorate('newsletterRepository', createNewsletterRepository(db))
  app.decorate('contactMessagesRepository', createContactMessagesRepository(db))
  app.decorate('programmeRequestsRepository', createProgrammeRequestsRepository(db))
  app.decorate('adminRepository', createAdminRepository(db))
  app.decorate('outboxRepository', createOutboxRepository(db))
  app.decorate('auditLogRepository', createAuditLogRepository(db))
  app.decorate('galleryRepository', gallery)
  app.decorate('galleryMediaDir', galleryMediaDir(dataDir))
  app.decorate('peopleMediaDir', peopleMediaDir(dataDir))
  app.decorate('giftsRepository', createGiftsRepository(db))
  app.decorate('siteContentRepository', siteContent)
  app.decorate('idempotencyRepository', createIdempotencyRepository(db))

  const people = createPeopleRepository(db)
  if (people.templates.seed(app.now())) app.log.info('message templates seeded')
  const linker = createPeopleLinker(db, people)
  // The rows stored before the people existed (or while a person was being erased): once each.
  const linked = linker.linkExisting(app.now())
  if (linked > 0) app.log.info({ linked }, 'submissions linked to people')
  app.decorate('peopleRepository', people)
  app.decorate('peopleLinker', linker)
  app.decorate('peopleMerge', createPeopleMerge(db, people))
  app.decorate('rollStats', createRollStats(db))
})
