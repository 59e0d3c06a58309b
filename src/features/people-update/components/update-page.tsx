import { type ReactNode, useEffect } from 'react'
import { useParams } from '@tanstack/react-router'
import { Controller, useForm } from 'react-hook-form'
import { IconAlertCircle, IconCircleCheck, IconClockX } from '@tabler/icons-react'
import { Alert } from '#src/components/ui/alert.ts'
import { Button } from '#src/components/ui/button.ts'
import { Checkbox } from '#src/components/ui/checkbox.ts'
import { Container } from '#src/components/ui/container.ts'
import { TextInput, Textarea } from '#src/components/ui/input.ts'
import { Loader } from '#src/components/ui/loader.ts'
import { Paper } from '#src/components/ui/paper.ts'
import { SimpleGrid } from '#src/components/ui/simple-grid.tsx'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { Title } from '#src/components/ui/title.ts'
import { FormSection } from '#src/components/form/form-section.tsx'
import { schemaResolver } from '#src/components/form/form-submit.ts'
import { ApiError } from '#src/lib/api-client.ts'
import { applyFieldErrors } from '#src/lib/form-errors.ts'
import { CHECK_CONNECTION, FIX_FIELDS, UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { usePageTitle } from '#src/lib/use-page-title.ts'
import { useSiteContent } from '#src/lib/site-content.ts'
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_CHANNELS,
  PERSON_LANGUAGE_LABELS,
  PERSON_LANGUAGES,
  type ConsentChannel,
} from '#common/schemas/people.ts'
import { selfUpdateSchema, type SelfDetails, type SelfUpdate, UPDATE_LINK_DAYS } from '#common/schemas/people-update.ts'
import { formatLongDate } from '#common/format-date.ts'
import { useSelfDetails, useSendSelfUpdate } from '../api.ts'

type Values = Omit<SelfDetails, 'expiresAt'>
const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'phone2',
  'birthDate',
  'address',
  'city',
  'languages',
  'consents',
] as const satisfies readonly (keyof Values)[]

/** The page of the route /mes-informations/$token, with the token of its path. */
export function UpdateRoutePage() {
  const { token } = useParams({ strict: false }) as { token?: string }
  return <UpdatePage token={token ?? ''} />
}

/**
 * /mes-informations/<token>: where a person checks and corrects what the church has about them,
 * and says how it may contact them, without an account. The link serves once, for 7 days.
 */
export function UpdatePage({ token }: { token: string }) {
  usePageTitle('Mes informations')
  const church = useSiteContent()?.identity.name
  useEffect(() => {
    // A personal page: no search engine may keep it.
    const robots = document.createElement('meta')
    robots.name = 'robots'
    robots.content = 'noindex'
    document.head.append(robots)
    return () => robots.remove()
  }, [])
  const details = useSelfDetails(token)
  const send = useSendSelfUpdate(token)

  let body: ReactNode
  if (send.isSuccess)
    body = (
      <Alert role="status" color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
        <Text fw={700}>Merci ! Vos informations sont enregistrées.</Text>
        <Text size="sm" mt={4}>
          L’équipe de l’église les retrouvera sur votre fiche. Ce lien ne sert plus : pour corriger encore quelque
          chose, demandez-en un nouveau à l’église.
        </Text>
      </Alert>
    )
  else if (details.error instanceof ApiError && (details.error.status === 404 || details.error.status === 410))
    body = (
      <Alert role="alert" color="orange" variant="light" icon={<IconClockX aria-hidden="true" />}>
        {details.error.message}
      </Alert>
    )
  else if (details.isError)
    body = (
      <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
        {details.error instanceof ApiError
          ? UNEXPECTED_ERROR
          : `Vos informations n’ont pas pu être chargées. ${CHECK_CONNECTION}`}
      </Alert>
    )
  else if (!details.data) body = <Loader aria-label="Chargement de vos informations" />
  else body = <SelfUpdateForm details={details.data} send={send} />

  return (
    <main>
      <Container size={640} px="md" py="xl">
        <Stack gap="lg">
          {church ? (
            <Text c="dimmed" size="sm">
              {church}
            </Text>
          ) : null}
          <Title order={1}>Mes informations</Title>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            {body}
          </Paper>
        </Stack>
      </Container>
    </main>
  )
}

function SelfUpdateForm({ details, send }: { details: SelfDetails; send: ReturnType<typeof useSendSelfUpdate> }) {
  const { expiresAt, ...defaults } = details
  const form = useForm<Values, unknown, SelfUpdate>({
    resolver: schemaResolver(selfUpdateSchema),
    defaultValues: defaults,
    mode: 'onSubmit',
  })
  const { register, control } = form
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(
    (values) => send.mutate(values, { onError: (error) => applyFieldErrors(error, form.setError, FIELDS) }),
    () => send.reset(),
  )
  const refused = send.error instanceof ApiError && send.error.status === 400
  const gone = send.error instanceof ApiError && (send.error.status === 404 || send.error.status === 410)

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xl">
        <Text>
          Vérifiez ce que l’église sait de vous, corrigez ce qui a changé, puis enregistrez. Ce lien sert une seule fois
          et reste valable jusqu’au {formatLongDate(expiresAt.slice(0, 10))} ({UPDATE_LINK_DAYS} jours).
        </Text>
        <FormSection legend="Vos coordonnées">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput
                size="md"
                label="Prénom"
                required
                autoComplete="given-name"
                {...register('firstName')}
                error={errors.firstName?.message}
              />
              <TextInput
                size="md"
                label="Nom de famille"
                autoComplete="family-name"
                {...register('lastName')}
                error={errors.lastName?.message}
              />
              <TextInput
                size="md"
                label="E-mail"
                type="email"
                inputMode="email"
                autoComplete="email"
                {...register('email')}
                error={errors.email?.message}
              />
              <TextInput
                size="md"
                label="Téléphone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                {...register('phone')}
                error={errors.phone?.message}
              />
              <TextInput
                size="md"
                label="Autre téléphone"
                type="tel"
                inputMode="tel"
                autoComplete="off"
                {...register('phone2')}
                error={errors.phone2?.message}
              />
              <TextInput
                size="md"
                label="Date de naissance"
                type="date"
                min="1900-01-01"
                autoComplete="bday"
                {...register('birthDate')}
                error={errors.birthDate?.message}
              />
            </SimpleGrid>
            <Textarea
              size="md"
              label="Adresse"
              rows={2}
              autoComplete="street-address"
              {...register('address')}
              error={errors.address?.message}
            />
            <TextInput
              size="md"
              label="Ville"
              autoComplete="address-level2"
              {...register('city')}
              error={errors.city?.message}
            />
          </Stack>
        </FormSection>

        <Controller
          control={control}
          name="languages"
          render={({ field }) => (
            <Checkbox.Group
              size="md"
              label="Langues que je parle"
              description="La première cochée est celle des messages que l’église vous envoie."
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={errors.languages?.message}
            >
              <SimpleGrid cols={{ base: 2, sm: 4 }} style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
                {PERSON_LANGUAGES.map((language) => (
                  <Checkbox key={language} size="md" value={language} label={PERSON_LANGUAGE_LABELS[language]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />

        <Controller
          control={control}
          name="consents"
          render={({ field }) => (
            <Checkbox.Group
              size="md"
              label="J’accepte que l’église me contacte par :"
              description="Décochez ce que vous ne voulez plus : vous pouvez changer d’avis à tout moment."
              value={CONSENT_CHANNELS.filter((channel) => field.value[channel])}
              onChange={(checked) =>
                field.onChange(
                  Object.fromEntries(CONSENT_CHANNELS.map((channel) => [channel, checked.includes(channel)])) as Record<
                    ConsentChannel,
                    boolean
                  >,
                )
              }
            >
              <SimpleGrid cols={{ base: 2, sm: 4 }} style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
                {CONSENT_CHANNELS.map((channel) => (
                  <Checkbox key={channel} size="md" value={channel} label={CONSENT_CHANNEL_LABELS[channel]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />

        <div>
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={send.isPending}
            leftSection={send.isPending ? <Loader size="sm" color="currentColor" aria-hidden="true" /> : null}
          >
            {send.isPending ? 'Enregistrement…' : 'Enregistrer mes informations'}
          </Button>
          <div aria-live="polite">
            {send.isError ? (
              <Alert
                role="alert"
                mt="md"
                color={gone ? 'orange' : 'red'}
                variant="light"
                icon={<IconAlertCircle aria-hidden="true" />}
              >
                {refused
                  ? FIX_FIELDS
                  : send.error instanceof ApiError
                    ? send.error.message
                    : `Vos informations n’ont pas pu être envoyées. ${CHECK_CONNECTION}`}
              </Alert>
            ) : null}
          </div>
        </div>
      </Stack>
    </form>
  )
}
