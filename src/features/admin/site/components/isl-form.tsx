import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Title } from '#src/components/ui/title.ts'
import { siteContentSchema, type SiteContent } from '#common/schemas/site-content.ts'
import { NumberField, ParagraphField, SelectField, TextField } from './fields.tsx'
import { ListEditor } from './list-editor.tsx'
import { PartForm } from './part-form.tsx'
import { TextListField } from './text-list-field.tsx'

// The ids are the application form's programme values: chosen from its list, never typed.
const PROGRAMME_IDS = siteContentSchema.shape.isl.shape.programmes.element.shape.id.options.map((value) => ({
  value,
  label: value,
}))

const LISTS = [
  ['requirements', 'Conditions d’admission', 'Condition'],
  ['subjects', 'Matières', 'Matière'],
  ['careers', 'Débouchés', 'Débouché'],
] as const

export function IslForm({ content }: { content: SiteContent }) {
  return (
    <PartForm
      content={content}
      schema={siteContentSchema.pick({ isl: true })}
      valuesOf={(c) => ({ isl: c.isl })}
      preview="/isl-programmes"
      title="ISL"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="isl.name" label="Nom de l’institut" required />
        <NumberField name="isl.foundedYear" label="Année de création" required />
      </SimpleGrid>
      <ParagraphField name="isl.intro" label="Présentation" required />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextField name="isl.figures.activeStudents" label="Étudiants actifs (ex. 200+)" required />
        <TextField name="isl.figures.graduates" label="Diplômés (ex. 120+)" required />
        <NumberField name="isl.figures.teachers" label="Enseignants" required />
      </SimpleGrid>
      <Title order={3} size="h4">
        Programmes
      </Title>
      <ListEditor
        name="isl.programmes"
        legend="Programmes"
        itemTitle={(item, index) => item.name || `Programme ${index + 1}`}
        newItem={() => ({
          id: '',
          name: '',
          level: '',
          duration: '',
          description: '',
          requirements: [],
          subjects: [],
          careers: [],
        })}
        addLabel="Ajouter un programme"
      >
        {(index) => {
          const at = (field: string) => `isl.programmes.${index}.${field}`
          return (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <SelectField name={at('id')} label="Programme du formulaire" data={PROGRAMME_IDS} required />
                <TextField name={at('name')} label="Nom du programme" required />
                <TextField name={at('level')} label="Niveau" required />
                <TextField name={at('duration')} label="Durée" required />
              </SimpleGrid>
              <ParagraphField name={at('description')} label="Description" required />
              {LISTS.map(([list, legend, item]) => (
                <TextListField
                  key={list}
                  name={at(list)}
                  legend={legend}
                  itemLabel={item}
                  addLabel={`Ajouter : ${item.toLowerCase()}`}
                />
              ))}
            </>
          )
        }}
      </ListEditor>
    </PartForm>
  )
}
