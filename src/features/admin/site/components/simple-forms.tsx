// The « Site » forms of one short part each: the hours note, the history, the social links, the
// pages' descriptions.
import { Link } from '@tanstack/react-router'
import { z } from 'zod'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Text } from '#src/components/ui/text.ts'
import { adminTabPath } from '#common/admin-dashboard-pages.ts'
import { siteContentSchema, type SiteContent } from '#common/schemas/site-content.ts'
import { ParagraphField, TextField } from './fields.tsx'
import { ListEditor } from './list-editor.tsx'
import { PartForm } from './part-form.tsx'
import { TextListField } from './text-list-field.tsx'

const { shape } = siteContentSchema

const hoursSchema = z.strictObject({ contacts: shape.contacts.pick({ hoursNote: true }) })

export function HoursNoteForm({ content }: { content: SiteContent }) {
  return (
    <PartForm
      content={content}
      schema={hoursSchema}
      valuesOf={(c) => ({ contacts: { hoursNote: c.contacts.hoursNote } })}
      preview="/#services"
      title="Note sous les horaires des cultes"
    >
      <Text size="sm">
        Les horaires eux-mêmes se modifient dans l’onglet{' '}
        <Anchor component={Link} to={adminTabPath('cultes')}>
          Cultes
        </Anchor>
        . Cette note s’affiche sous eux (vacances, horaires d’été) ; laissez-la vide s’il n’y a rien à signaler.
      </Text>
      <ParagraphField name="contacts.hoursNote" label="Note sous les horaires" />
    </PartForm>
  )
}

export function HistoryForm({ content }: { content: SiteContent }) {
  return (
    <PartForm
      content={content}
      schema={siteContentSchema.pick({ history: true })}
      valuesOf={(c) => ({ history: c.history })}
      preview="/#about"
      title="Notre histoire"
    >
      <TextListField
        name="history"
        legend="Notre histoire"
        itemLabel="Paragraphe"
        addLabel="Ajouter un paragraphe"
        paragraphs
      />
    </PartForm>
  )
}

export function SocialForm({ content }: { content: SiteContent }) {
  return (
    <PartForm
      content={content}
      schema={siteContentSchema.pick({ social: true })}
      valuesOf={(c) => ({ social: c.social })}
      preview="/#contact"
      title="Réseaux sociaux"
    >
      <Text size="sm">
        Le lien WhatsApp n’est pas à ajouter ici : il est fait du numéro choisi dans{' '}
        <Anchor renderRoot={(props) => <Link {...props} to="/admin-dashboard/site" search={{ partie: 'contacts' }} />}>
          Identité et contacts
        </Anchor>
        .
      </Text>
      <ListEditor
        name="social"
        legend="Réseaux sociaux"
        itemTitle={(item, index) => item.label || `Lien ${index + 1}`}
        newItem={() => ({ label: '', href: '' })}
        addLabel="Ajouter un lien"
      >
        {(index) => (
          <>
            <TextField name={`social.${index}.label`} label="Nom du réseau" required />
            <TextField name={`social.${index}.href`} label="Adresse (https://…)" type="url" required />
          </>
        )}
      </ListEditor>
    </PartForm>
  )
}

const PAGES = [
  ['home', 'Accueil'],
  ['feprobaProgrammes', 'Programmes FEPROBA'],
  ['islProgrammes', 'Programmes ISL'],
  ['confession', 'Confession de foi'],
] as const

export function DescriptionsForm({ content }: { content: SiteContent }) {
  return (
    <PartForm
      content={content}
      schema={siteContentSchema.pick({ descriptions: true })}
      valuesOf={(c) => ({ descriptions: c.descriptions })}
      preview="/"
      title="Descriptions des pages"
    >
      <Text size="sm" c="dimmed">
        Le résumé que les moteurs de recherche et les aperçus de liens montrent (environ 160 caractères).
      </Text>
      {PAGES.map(([key, label]) => (
        <ParagraphField key={key} name={`descriptions.${key}`} label={`Description : ${label}`} required />
      ))}
    </PartForm>
  )
}
