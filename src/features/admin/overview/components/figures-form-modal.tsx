import { Button } from '#src/components/ui/button.ts'
import { Modal } from '#src/components/ui/modal.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { notifications } from '@mantine/notifications'
import { schemaResolver } from '#src/components/form/form-submit.ts'
import { memberFiguresSchema, type AdminFigures, type MemberFigures } from '#common/schemas/member-figures.ts'
import { overviewQueries, useSaveFigures } from '../api.ts'
import { formatDateTime } from '../../kit/format.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { reportSaveError } from '../../kit/save-errors.ts'
import { ModalFooter } from '../../kit/components/modal-footer.tsx'

type FiguresValues = { totalMembers: string; newThisMonth: string; activeMembers: string }
const FIELDS = ['totalMembers', 'newThisMonth', 'activeMembers'] as const

const registrations = (n: number) => `${n} inscription${n > 1 ? 's' : ''}`

/**
 * The modal as figures-card.tsx loads it, the first time « Corriger » is pressed: it opens once
 * the figures are read (or failed), so that it opens with its fields and the first one takes the
 * focus, as when the modal was there from the start.
 */
export function FiguresFormOnDemand({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const read = !useQuery(overviewQueries.figures()).isPending
  return <FiguresFormModal opened={opened && read} onClose={onClose} />
}

/** "Corriger les chiffres": the figures visitors see, typed as they should read now. */
export function FiguresFormModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const query = useQuery({ ...overviewQueries.figures(), enabled: opened })
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Corriger les chiffres affichés"
      closeButtonProps={{ 'aria-label': 'Fermer' }}
    >
      <QueryState query={query} what="les chiffres" skeletonHeight={200}>
        {(figures) => <FiguresForm key={figures.updatedAt ?? 'initial'} figures={figures} onDone={onClose} />}
      </QueryState>
    </Modal>
  )
}

function FiguresForm({ figures, onDone }: { figures: AdminFigures; onDone: () => void }) {
  const save = useSaveFigures()
  const form = useForm<FiguresValues, unknown, MemberFigures>({
    resolver: schemaResolver(memberFiguresSchema),
    defaultValues: {
      totalMembers: String(figures.totalMembers),
      newThisMonth: String(figures.newThisMonth),
      activeMembers: String(figures.activeMembers),
    },
    // Checked on submit, then as the fields change: an error shown on blur would move the submit
    // button from under the pointer and swallow the click.
    mode: 'onSubmit',
  })
  const { register } = form
  const { errors } = form.formState
  const { total, thisMonth } = figures.registrations

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: 'Chiffres enregistrés : le site les affiche dès maintenant.' })
        onDone()
      },
      onError: (error) => reportSaveError(error, form.setError, FIELDS, 'Chiffres non enregistrés'),
    }),
  )

  const number = { required: true, inputMode: 'numeric' as const, autoComplete: 'off' }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Saisissez les nombres que les visiteurs doivent voir maintenant. Chaque nouvelle inscription sur le site s’y
          ajoutera ensuite ; le mois prochain, « nouveaux ce mois-ci » repartira des inscriptions du mois.
        </Text>
        <TextInput
          label="Membres au total"
          description={`Dont ${registrations(total)} reçue${total > 1 ? 's' : ''} par le site`}
          data-autofocus
          {...number}
          {...register('totalMembers')}
          error={errors.totalMembers?.message}
        />
        <TextInput
          label="Nouveaux ce mois-ci"
          description={`Dont ${registrations(thisMonth)} ce mois-ci sur le site`}
          {...number}
          {...register('newThisMonth')}
          error={errors.newThisMonth?.message}
        />
        <TextInput
          label="Membres actifs"
          description="Le chiffre de l’église : le site ne compte pas la présence."
          {...number}
          {...register('activeMembers')}
          error={errors.activeMembers?.message}
        />
        {figures.updatedAt ? (
          <Text size="sm" c="dimmed">
            Dernière correction le {formatDateTime(figures.updatedAt)} par {figures.updatedBy ?? 'Administrateur'}.
          </Text>
        ) : null}
        <ModalFooter>
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Annuler
          </Button>
          <Button type="submit" loading={save.isPending}>
            Enregistrer
          </Button>
        </ModalFooter>
      </Stack>
    </form>
  )
}
