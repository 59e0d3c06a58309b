// The pastoral team (with each person's card on the home page) and the ministry directors.
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { formatPhone } from '#common/phone.ts'
import { siteContentSchema, type SiteContent } from '#common/schemas/site-content.ts'
import { ParagraphField, PhoneField, TextField } from './fields.tsx'
import { ListEditor } from './list-editor.tsx'
import { PartForm } from './part-form.tsx'
import { PortraitField } from './portrait-field.tsx'

const newLeader = () => ({
  id: '',
  name: '',
  position: '',
  phone: '',
  email: '',
  birthDate: '',
  birthPlace: '',
  family: '',
  biography: '',
  education: '',
  ministry: '',
  photo: null,
})

export function LeadersForm({ content }: { content: SiteContent }) {
  return (
    <PartForm
      content={content}
      schema={siteContentSchema.pick({ leaders: true })}
      valuesOf={(c) => ({ leaders: c.leaders.map((leader) => ({ ...leader, phone: formatPhone(leader.phone) })) })}
      preview="/#leadership"
      title="Équipe pastorale"
    >
      <ListEditor
        name="leaders"
        legend="Équipe pastorale"
        itemTitle={(item, index) => item.name || `Responsable ${index + 1}`}
        newItem={newLeader}
        addLabel="Ajouter un responsable"
      >
        {(index) => {
          const at = (field: string) => `leaders.${index}.${field}`
          return (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextField name={at('name')} label="Nom" required />
                <TextField name={at('position')} label="Fonction" required />
              </SimpleGrid>
              <PortraitField index={index} content={content} />
              <TextField
                name={at('id')}
                label="Identifiant"
                description="En minuscules et tirets, unique (ex. pasteur-associe)"
                required
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <PhoneField name={at('phone')} label="Téléphone" required />
                <TextField name={at('email')} label="E-mail" type="email" required />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextField name={at('birthDate')} label="Date de naissance" type="date" required />
                <TextField name={at('birthPlace')} label="Lieu de naissance" required />
              </SimpleGrid>
              <TextField name={at('family')} label="Famille" required />
              <ParagraphField name={at('biography')} label="Biographie" required />
              <TextField name={at('education')} label="Formation" required />
              <TextField name={at('ministry')} label="Ministère" required />
            </>
          )
        }}
      </ListEditor>
    </PartForm>
  )
}

const PENDING = 'Facultatif : vide, le site affiche « À venir ».'
const PENDING_PHONE = `${PENDING} Ex. 809-582-1234, ou avec l’indicatif du pays (+509 3712 3456).`

export function DirectorsForm({ content }: { content: SiteContent }) {
  return (
    <PartForm
      content={content}
      schema={siteContentSchema.pick({ directors: true })}
      valuesOf={(c) => ({
        directors: c.directors.map((director) => ({ ...director, phone: formatPhone(director.phone) })),
      })}
      preview="/#leadership"
      title="Directeurs de ministères"
    >
      <ListEditor
        name="directors"
        legend="Directeurs de ministères"
        itemTitle={(item, index) => item.name || `Directeur ${index + 1}`}
        newItem={() => ({ name: '', position: '', phone: '', email: '' })}
        addLabel="Ajouter un directeur"
      >
        {(index) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField name={`directors.${index}.name`} label="Nom" required />
            <TextField name={`directors.${index}.position`} label="Ministère dirigé" required />
            <PhoneField name={`directors.${index}.phone`} label="Téléphone" description={PENDING_PHONE} />
            <TextField name={`directors.${index}.email`} label="E-mail" description={PENDING} type="email" />
          </SimpleGrid>
        )}
      </ListEditor>
    </PartForm>
  )
}
