import { useFormContext, useWatch } from 'react-hook-form'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Title } from '#src/components/ui/title.ts'
import { formatPhone } from '#common/phone.ts'
import { siteContentSchema, type SiteContent } from '#common/schemas/site-content.ts'
import { NumberField, PhoneField, TextField, useFieldError } from './fields.tsx'
import { PartForm } from './part-form.tsx'

// The hours note is a field of `contacts`, edited with the services (hours-note-form.tsx).
const schema = siteContentSchema
  .pick({ identity: true, pastor: true })
  .extend({ contacts: siteContentSchema.shape.contacts.omit({ hoursNote: true }) })

// The numbers are stored in E.164 and shown to edit as the site shows them.
const valuesOf = ({ identity, pastor, contacts: { hoursNote: _note, ...contacts } }: SiteContent) => ({
  identity,
  pastor,
  contacts: {
    ...contacts,
    phone: formatPhone(contacts.phone),
    whatsapp: { ...contacts.whatsapp, number: formatPhone(contacts.whatsapp.number) },
  },
})

const WHATSAPP_CHOICES = [
  { value: 'phone', label: 'Le téléphone de l’église' },
  { value: 'other', label: 'Un autre numéro' },
  { value: 'none', label: 'Pas de WhatsApp' },
]

/** Where the site's WhatsApp links go; a number of its own only when it is another one. */
function WhatsAppFields() {
  const { register } = useFormContext()
  const use = useWatch({ name: 'contacts.whatsapp.use' }) as string
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <NativeSelect
        label="WhatsApp"
        description="Le numéro que les liens WhatsApp du site ouvrent"
        data={WHATSAPP_CHOICES}
        {...register('contacts.whatsapp.use')}
        error={useFieldError('contacts.whatsapp.use')}
      />
      {use === 'other' ? <PhoneField name="contacts.whatsapp.number" label="Numéro WhatsApp" required /> : null}
    </SimpleGrid>
  )
}

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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PhoneField name="contacts.phone" label="Téléphone de l’église" required />
        </SimpleGrid>
        <WhatsAppFields />
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
