import { useState } from 'react'
import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { NativeSelect } from '#src/components/ui/native-select.ts'
import { Radio } from '#src/components/ui/radio.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import {
  SERVICE_COLORS,
  SERVICE_ICONS,
  WEEK_DAYS,
  serviceInputSchema,
  type Service,
  type ServiceInput,
} from '#common/schemas/service.ts'
import { schemaResolver, type WithEmptyChoice } from '#src/components/form/form-submit.ts'
import { ServiceIcon } from '#src/components/service-icon.tsx'
import { useSaveService } from '../api.ts'
import { reportSaveError } from '../../kit/save-errors.ts'
import { ServiceBanner } from './service-banner.tsx'
import classes from './calendar.module.css'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'

type ServiceValues = WithEmptyChoice<ServiceInput, 'day' | 'color' | 'icon'>

const DAY_OPTIONS = [
  { value: '', label: '— Choisir un jour —' },
  ...WEEK_DAYS.map((day) => ({ value: day, label: day })),
]
const oneOf = <T extends string>(values: readonly { value: T }[], value: string): T | '' =>
  values.find((item) => item.value === value)?.value ?? ''

function defaultsFor(service: Service | null): ServiceValues {
  return {
    name: service?.name ?? '',
    day: WEEK_DAYS.find((day) => day === service?.day) ?? '',
    time: service?.time ?? '',
    description: service?.description ?? '',
    color: oneOf(SERVICE_COLORS, service?.color ?? SERVICE_COLORS[0].value),
    icon: oneOf(SERVICE_ICONS, service?.icon ?? SERVICE_ICONS[0].value),
  }
}
const FIELDS = Object.keys(defaultsFor(null)) as (keyof ServiceValues)[]

type ServiceFormModalProps = {
  /** 'new' to add one, a service to edit it, null when closed. */
  service: Service | 'new' | null
  onClose: () => void
}

/** Add or edit a weekly service, with a preview of its card on the home page. */
export function ServiceFormModal({ service, onClose }: ServiceFormModalProps) {
  const [shown, setShown] = useState(service)
  if (service && service !== shown) setShown(service)
  const editing = shown !== null && shown !== 'new' ? shown : null
  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      title={editing ? `Modifier « ${editing.name} »` : 'Ajouter un culte'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      {shown ? <ServiceForm key={editing?.id ?? 'new'} service={editing} onDone={onClose} /> : null}
    </Modal>
  )
}

function ServiceForm({ service, onDone }: { service: Service | null; onDone: () => void }) {
  const save = useSaveService()
  const form = useForm<ServiceValues, unknown, ServiceInput>({
    resolver: schemaResolver(serviceInputSchema),
    defaultValues: defaultsFor(service),
    // Checked on submit, then as the fields change: an error appearing on blur would move the
    // submit button under the pointer and swallow the click.
    mode: 'onSubmit',
  })
  const { register, control } = form
  const { errors } = form.formState
  const [day, color, icon] = useWatch({ control, name: ['day', 'color', 'icon'] })

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: service?.id ?? null, input },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: `Culte « ${saved.name} » ${service ? 'enregistré' : 'ajouté'}.`,
          })
          onDone()
        },
        onError: (error) =>
          reportSaveError(error, form.setError, FIELDS, service ? 'Modification non enregistrée' : 'Culte non ajouté'),
      },
    ),
  )

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Nom" required {...register('name')} error={errors.name?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <NativeSelect label="Jour" required data={DAY_OPTIONS} {...register('day')} error={errors.day?.message} />
          <TextInput
            label="Horaire"
            required
            description="Ex. : 19:00 - 21:00"
            {...register('time')}
            error={errors.time?.message}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          required
          rows={3}
          {...register('description')}
          error={errors.description?.message}
        />
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <Radio.Group
              label="Couleur"
              required
              value={field.value}
              onChange={field.onChange}
              error={errors.color?.message}
            >
              <div className={classes.choices}>
                {SERVICE_COLORS.map((option) => (
                  <Radio
                    key={option.value}
                    value={option.value}
                    onBlur={field.onBlur}
                    label={
                      <span className={classes.choiceLabel}>
                        <span className={classes.swatch} style={{ background: option.value }} aria-hidden="true" />
                        {option.label}
                      </span>
                    }
                  />
                ))}
              </div>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="icon"
          render={({ field }) => (
            <Radio.Group
              label="Icône"
              required
              value={field.value}
              onChange={field.onChange}
              error={errors.icon?.message}
            >
              <div className={classes.choices}>
                {SERVICE_ICONS.map((option) => (
                  <Radio
                    key={option.value}
                    value={option.value}
                    onBlur={field.onBlur}
                    label={
                      <span className={classes.choiceLabel}>
                        <ServiceIcon icon={option.value} size={18} />
                        {option.label}
                      </span>
                    }
                  />
                ))}
              </div>
            </Radio.Group>
          )}
        />
        <div>
          <p className={classes.previewLabel}>Aperçu sur la page d’accueil</p>
          <ServiceBanner color={color} icon={icon} day={day || 'Jour'} />
        </div>
        <ModalFooter>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Annuler
          </Button>
          <Button type="submit" loading={save.isPending}>
            {service ? 'Enregistrer' : 'Ajouter le culte'}
          </Button>
        </ModalFooter>
      </Stack>
    </form>
  )
}
