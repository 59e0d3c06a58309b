import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Title } from '#src/components/ui/title.ts'
import { TRAINING_COLOURS, siteContentSchema, type SiteContent } from '#common/schemas/site-content.ts'
import { NumberField, ParagraphField, SelectField, TextField } from './fields.tsx'
import { ListEditor } from './list-editor.tsx'
import { PartForm } from './part-form.tsx'
import { TextListField } from './text-list-field.tsx'

const { feproba } = siteContentSchema.shape
// The ids are the registration form's programme values: chosen from its list, never typed.
const choices = (ids: readonly string[]) => ids.map((value) => ({ value, label: value }))
const SCHOOL_IDS = choices(feproba.shape.schools.element.shape.id.options)
const TRAINING_IDS = choices(feproba.shape.trainings.element.shape.id.options)
const COLOURS = choices(TRAINING_COLOURS)

export function FeprobaForm({ content }: { content: SiteContent }) {
  return (
    <PartForm
      content={content}
      schema={siteContentSchema.pick({ feproba: true })}
      valuesOf={(c) => ({ feproba: c.feproba })}
      preview="/feproba-programmes"
      title="FEPROBA"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextField name="feproba.name" label="Nom de la fondation" required />
        <NumberField name="feproba.foundedYear" label="Année de création" required />
        <TextField name="feproba.taxNumber" label="Numéro fiscal (RNC)" required />
      </SimpleGrid>
      <ParagraphField name="feproba.intro" label="Présentation" required />
      <Title order={3} size="h4">
        Écoles
      </Title>
      <ListEditor
        name="feproba.schools"
        legend="Écoles"
        itemTitle={(item, index) => item.name || `École ${index + 1}`}
        newItem={() => ({
          id: '',
          name: '',
          ages: '',
          description: '',
          image: { from: '#1e3a8a', to: '#3b82f6' },
          subjects: [],
        })}
        addLabel="Ajouter une école"
      >
        {(index) => {
          const at = (field: string) => `feproba.schools.${index}.${field}`
          return (
            <>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <SelectField name={at('id')} label="Programme du formulaire" data={SCHOOL_IDS} required />
                <TextField name={at('name')} label="Nom de l’école" required />
                <TextField name={at('ages')} label="Âges" required />
              </SimpleGrid>
              <ParagraphField name={at('description')} label="Description" required />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextField name={at('image.from')} label="Couleur de départ (#RRGGBB)" required />
                <TextField name={at('image.to')} label="Couleur d’arrivée (#RRGGBB)" required />
              </SimpleGrid>
              <TextListField
                name={at('subjects')}
                legend="Matières"
                itemLabel="Matière"
                addLabel="Ajouter une matière"
              />
            </>
          )
        }}
      </ListEditor>
      <Title order={3} size="h4">
        Formations professionnelles
      </Title>
      <ListEditor
        name="feproba.trainings"
        legend="Formations professionnelles"
        itemTitle={(item, index) => item.name || `Formation ${index + 1}`}
        newItem={() => ({
          id: '',
          name: '',
          description: '',
          skills: [],
          duration: { minMonths: 3, maxMonths: 6 },
          color: 'churchBlue',
        })}
        addLabel="Ajouter une formation"
      >
        {(index) => {
          const at = (field: string) => `feproba.trainings.${index}.${field}`
          return (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <SelectField name={at('id')} label="Programme du formulaire" data={TRAINING_IDS} required />
                <TextField name={at('name')} label="Nom de la formation" required />
              </SimpleGrid>
              <ParagraphField name={at('description')} label="Description" required />
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <NumberField name={at('duration.minMonths')} label="Durée minimale (mois)" required />
                <NumberField name={at('duration.maxMonths')} label="Durée maximale (mois)" required />
                <SelectField name={at('color')} label="Couleur" data={COLOURS} required />
              </SimpleGrid>
              <TextListField
                name={at('skills')}
                legend="Compétences"
                itemLabel="Compétence"
                addLabel="Ajouter une compétence"
              />
            </>
          )
        }}
      </ListEditor>
    </PartForm>
  )
}
