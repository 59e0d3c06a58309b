import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Title } from '#src/components/ui/title.ts'
import { siteContentSchema, type SiteContent } from '#common/schemas/site-content.ts'
import { NumberField, PhoneFields, TextField } from './fields.tsx'
import { PartForm } from './part-form.tsx'

// The hours note is a field of `contacts`, edited with the services (hours-note-form.tsx).
const schema = siteContentSchema
  .pick({ identity: true, pastor: true })
  .extend({ contacts: siteContentSchema.shape.contacts.omit({ hoursNote: true }) })

const valuesOf = ({ identity, pastor, contacts: { hoursNote: _note, ...contacts } }: SiteContent) => ({
  identity,
  pastor,
  contacts,
})

/** Who the church is and how to reach it: its name, figures, pastor, phone, e-mails and address. */
export function ContactsForm({ content }: { content: SiteContent }) {
  return (
    <PartForm content={content} schema={schema} valuesOf={valuesOf} preview="/#contact" title="Identité et contacts">
      <Stack gap="sm">
        <Title order={3} size="h4">
          L’église
        </Title>
        <TextField name="identity.name" label="Nom de l’église" required />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField name="identity.shortName" label="Nom court" required />
          <NumberField name="identity.foundedYear" label="Année de fondation" required />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextField name="identity.figures.members" label="Membres (ex. 342+)" required />
          <NumberField name="identity.figures.yearsOfService" label="Années de service" required />
          <NumberField name="identity.figures.institutions" label="Institutions" required />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Pasteur principal
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField name="pastor.name" label="Nom du pasteur" required />
          <TextField name="pastor.title" label="Titre du pasteur" required />
        </SimpleGrid>
      </Stack>
      <Stack gap="sm">
        <Title order={3} size="h4">
          Contacts
        </Title>
        <PhoneFields name="contacts.phone" label="Téléphone de l’église" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField name="contacts.emails.main" label="E-mail de l’église" type="email" required />
          <TextField name="contacts.emails.pastor" label="E-mail du pasteur" type="email" required />
        </SimpleGrid>
        <TextField name="contacts.address.street" label="Adresse (rue)" required />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField name="contacts.address.city" label="Ville" required />
          <TextField name="contacts.address.country" label="Pays" required />
        </SimpleGrid>
      </Stack>
    </PartForm>
  )
}
