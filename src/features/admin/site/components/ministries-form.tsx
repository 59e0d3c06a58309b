import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { MINISTRY_ICONS, siteContentSchema, type MinistryIcon, type SiteContent } from '#common/schemas/site-content.ts'
import { ParagraphField, SelectField, TextField } from './fields.tsx'
import { ListEditor } from './list-editor.tsx'
import { PartForm } from './part-form.tsx'

const ICON_LABELS: Record<MinistryIcon, string> = {
  adults: 'Adultes',
  children: 'Enfants',
  youth: 'Jeunes',
  women: 'Femmes',
  praise: 'Louange',
  bible: 'Bible',
  social: 'Action sociale',
  missions: 'Missions',
}
const ICONS = MINISTRY_ICONS.map((value) => ({ value, label: ICON_LABELS[value] }))

export function MinistriesForm({ content }: { content: SiteContent }) {
  return (
    <PartForm
      content={content}
      schema={siteContentSchema.pick({ ministries: true })}
      valuesOf={(c) => ({ ministries: c.ministries })}
      preview="/#ministries"
      title="Ministères"
    >
      <ListEditor
        name="ministries"
        legend="Ministères"
        itemTitle={(item, index) => item.title || `Ministère ${index + 1}`}
        newItem={() => ({ id: '', title: '', description: '', schedule: '', color: '#1e3a8a', icon: 'bible' })}
        addLabel="Ajouter un ministère"
      >
        {(index) => {
          const at = (field: string) => `ministries.${index}.${field}`
          return (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextField name={at('title')} label="Nom du ministère" required />
                <TextField
                  name={at('id')}
                  label="Identifiant"
                  description="En minuscules et tirets, unique (ex. ecole-biblique)"
                  required
                />
              </SimpleGrid>
              <ParagraphField name={at('description')} label="Description" required />
              <TextField name={at('schedule')} label="Quand (ex. Dimanche 9 h 00)" required />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextField name={at('color')} label="Couleur (#RRGGBB)" required />
                <SelectField name={at('icon')} label="Pictogramme" data={ICONS} required />
              </SimpleGrid>
            </>
          )
        }}
      </ListEditor>
    </PartForm>
  )
}
