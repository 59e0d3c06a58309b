import { siteContentSchema, type SiteContent } from '#common/schemas/site-content.ts'
import { ParagraphField, TextField } from './fields.tsx'
import { ListEditor } from './list-editor.tsx'
import { PartForm } from './part-form.tsx'
import { TextListField } from './text-list-field.tsx'

export function ConfessionForm({ content }: { content: SiteContent }) {
  return (
    <PartForm
      content={content}
      schema={siteContentSchema.pick({ confession: true })}
      valuesOf={(c) => ({ confession: c.confession })}
      preview="/confession-de-foi"
      title="Confession de foi"
    >
      <ParagraphField name="confession.intro" label="Introduction" required />
      <ListEditor
        name="confession.convictions"
        legend="Convictions"
        itemTitle={(item, index) => item.title || `Conviction ${index + 1}`}
        newItem={() => ({ title: '', text: '', references: [] })}
        addLabel="Ajouter une conviction"
      >
        {(index) => {
          const at = (field: string) => `confession.convictions.${index}.${field}`
          return (
            <>
              <TextField name={at('title')} label="Titre de la conviction" required />
              <ParagraphField name={at('text')} label="Texte de la conviction" required />
              <TextListField
                name={at('references')}
                legend="Références bibliques"
                itemLabel="Référence"
                addLabel="Ajouter une référence"
              />
            </>
          )
        }}
      </ListEditor>
    </PartForm>
  )
}
