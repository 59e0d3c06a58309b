import { useRef } from 'react'
import { ActionIcon } from '#src/components/ui/action-icon.ts'
import { Button } from '#src/components/ui/button.ts'
import { Group } from '#src/components/ui/group.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { useQuery } from '@tanstack/react-query'
import { IconArrowDown, IconArrowUp, IconClock, IconPlus } from '@tabler/icons-react'
import type { Service } from '#common/schemas/service.ts'
import { calendarQueries, useDeleteService, useMoveService } from '../api.ts'
import { QueryState } from '../../kit/components/query-state.tsx'
import { ServiceFormModal } from './service-form-modal.tsx'
import { ConfirmDeleteModal } from '../../kit/components/confirm-delete-modal.tsx'
import { DeleteButton, EditButton } from '../../kit/components/record-actions.tsx'
import { ServiceBanner } from './service-banner.tsx'
import { reportActionError } from '../../kit/save-errors.ts'
import { useRecordDialogs } from '../../kit/use-record-dialogs.ts'
import calendar from './calendar.module.css'
import dashboard from '../../kit/components/admin-dashboard.module.css'

/** The weekly services as the home page shows them, in its order: add, edit, reorder, delete. */
export function ServicesTab() {
  const query = useQuery(calendarQueries.services())
  const move = useMoveService()
  const dialogs = useRecordDialogs<Service>(useDeleteService(), (service) => `Culte « ${service.name} » supprimé.`)
  const { deleting } = dialogs
  const list = useRef<HTMLDivElement>(null)
  const onMove = (service: Service, direction: 'up' | 'down') =>
    move.mutate(
      { id: service.id, direction },
      {
        // The card moved: keep the keyboard on its arrow, or on the other one at either end.
        onSuccess: () => {
          const arrows = [direction, direction === 'up' ? 'down' : 'up'].map((d) =>
            list.current?.querySelector<HTMLButtonElement>(`[data-move="${service.id}-${d}"]:not(:disabled)`),
          )
          arrows.find(Boolean)?.focus()
        },
        onError: (error) => reportActionError(error, 'Déplacement impossible'),
      },
    )

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} className={dashboard.panelTitle}>
          Cultes
        </Title>
        <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={dialogs.openNew}>
          Ajouter un culte
        </Button>
      </Group>
      <Text c="dimmed" size="sm">
        Les cultes et rencontres de la semaine, dans l’ordre où la page d’accueil les présente.
      </Text>
      <QueryState query={query} what="les cultes">
        {(services) =>
          services.length === 0 ? (
            <Text c="dimmed">Aucun culte : la page d’accueil n’en affiche aucun.</Text>
          ) : (
            <SimpleGrid
              ref={list}
              component="ul"
              aria-label="Cultes, dans l’ordre de la page d’accueil"
              cols={{ base: 1, sm: 2, xl: 3 }}
              spacing="md"
              aria-busy={move.isPending}
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {services.map((service, index) => (
                <ServiceItem
                  key={service.id}
                  service={service}
                  first={index === 0}
                  last={index === services.length - 1}
                  onEdit={dialogs.openEdit}
                  onDelete={dialogs.askDelete}
                  onMove={onMove}
                />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
      <ServiceFormModal service={dialogs.editing} onClose={dialogs.close} />
      <ConfirmDeleteModal
        target={
          deleting && {
            title: 'Supprimer ce culte ?',
            body: (
              <>
                <strong>«&nbsp;{deleting.name}&nbsp;»</strong> ({deleting.day}, {deleting.time}) disparaîtra de la page
                d’accueil. Cette action est définitive.
              </>
            ),
          }
        }
        pending={dialogs.deletePending}
        onConfirm={dialogs.confirmDelete}
        onCancel={dialogs.cancelDelete}
      />
    </Stack>
  )
}

type ServiceItemProps = {
  service: Service
  first: boolean
  last: boolean
  onEdit: (service: Service) => void
  onDelete: (service: Service) => void
  onMove: (service: Service, direction: 'up' | 'down') => void
}

function ServiceItem({ service, first, last, onEdit, onDelete, onMove }: ServiceItemProps) {
  return (
    <Paper component="li" withBorder radius="md" className={calendar.serviceCard}>
      <ServiceBanner color={service.color} icon={service.icon} day={service.day} />
      <div className={calendar.serviceBody}>
        <Title order={3} size="h5">
          {service.name}
        </Title>
        <Group gap={4} c="gold.9" fw={700} fz="sm" wrap="nowrap">
          <IconClock size={14} aria-hidden="true" /> {service.time}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {service.description}
        </Text>
        <div className={calendar.serviceActions}>
          <Group gap={4}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Monter « ${service.name} »`}
              disabled={first}
              data-move={`${service.id}-up`}
              onClick={() => onMove(service, 'up')}
            >
              <IconArrowUp size={18} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Descendre « ${service.name} »`}
              disabled={last}
              data-move={`${service.id}-down`}
              onClick={() => onMove(service, 'down')}
            >
              <IconArrowDown size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
          <Group gap={4}>
            <EditButton name={`« ${service.name} »`} onClick={() => onEdit(service)} />
            <DeleteButton name={`« ${service.name} »`} onClick={() => onDelete(service)} />
          </Group>
        </div>
      </div>
    </Paper>
  )
}
