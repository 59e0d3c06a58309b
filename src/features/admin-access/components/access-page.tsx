import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Alert } from '#src/components/ui/alert.ts'
import { Anchor } from '#src/components/ui/anchor.ts'
import { Button } from '#src/components/ui/button.ts'
import { Checkbox } from '#src/components/ui/checkbox.ts'
import { Group } from '#src/components/ui/group.ts'
import { TextInput } from '#src/components/ui/input.ts'
import { Loader } from '#src/components/ui/loader.ts'
import { PasswordInput } from '#src/components/ui/password-input.ts'
import { Stack } from '#src/components/ui/stack.ts'
import { Text } from '#src/components/ui/text.ts'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { IconAlertCircle, IconClockX } from '@tabler/icons-react'
import { apiClient } from '#src/lib/api-client.ts'
import { ApiError } from '#src/lib/api-error.ts'
import { UNEXPECTED_ERROR } from '#src/lib/messages.ts'
import { markStaffSignedIn } from '#src/lib/staff-session.ts'
import { usePageTitle } from '#src/lib/use-page-title.ts'
import { email as emailField, requiredText } from '#common/schemas/common.ts'
import { lengthHint } from '../password-hint.ts'
import { TOKEN_FRAGMENT, newPassword, tokenInfoSchema, type TokenInfo } from '#common/schemas/staff-account.ts'
import { SignInScreen } from '../../admin/kit/components/sign-in-screen.tsx'

/** The token of `#jeton=…`, or null. */
export function tokenFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const token = params.get(TOKEN_FRAGMENT)
  return token && token.length >= 20 ? token : null
}

const TITLES: Record<TokenInfo['purpose'], (info: TokenInfo) => string> = {
  invitation: (info) => `Bienvenue, ${info.name}`,
  reset: () => 'Nouveau mot de passe',
  setup: () => 'Première configuration',
}
const INTROS: Record<TokenInfo['purpose'], string> = {
  invitation: 'Vous êtes invité(e) à rejoindre le tableau de bord de l’église. Choisissez votre mot de passe.',
  reset: 'Choisissez un nouveau mot de passe pour votre compte.',
  setup: 'Créez le premier compte administrateur : votre nom, votre adresse e-mail et votre mot de passe.',
}

const gone = (error: unknown) => error instanceof ApiError && error.status === 410

/**
 * /acces-equipe#jeton=…: the page of an invitation, a password reset or the first set-up. The
 * token sits in the fragment (never sent to a server log); it leaves the address bar at once.
 */
export function AccessPage() {
  usePageTitle('Accès de l’équipe')
  const router = useRouter()
  const [token] = useState(() => tokenFromHash(router.state.location.hash))
  useEffect(() => {
    // No crawler should keep this page, and the token must not stay in the address bar nor in
    // the history (the router replaces the entry: history.replaceState in the browser).
    const robots = document.createElement('meta')
    robots.name = 'robots'
    robots.content = 'noindex'
    document.head.append(robots)
    const { hash, pathname } = router.state.location
    if (hash) router.history.replace(pathname)
    return () => robots.remove()
  }, [router])

  const info = useQuery({
    queryKey: ['access-token', token],
    queryFn: async () => tokenInfoSchema.parse(await apiClient.post('api/admin/token', { json: { token } }).json()),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })

  if (token === null || gone(info.error))
    return (
      <SignInScreen title="Lien non valable" intro="">
        <LinkGone incomplete={token === null} />
      </SignInScreen>
    )
  if (info.isError)
    return (
      <SignInScreen title="Accès de l’équipe" intro="">
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
          {UNEXPECTED_ERROR}
        </Alert>
      </SignInScreen>
    )
  if (!info.data)
    return (
      <SignInScreen title="Accès de l’équipe" intro="">
        <Loader aria-label="Vérification du lien" />
      </SignInScreen>
    )
  return (
    <SignInScreen title={TITLES[info.data.purpose](info.data)} intro={INTROS[info.data.purpose]}>
      <PasswordChoice token={token} info={info.data} />
    </SignInScreen>
  )
}

function LinkGone({ incomplete }: { incomplete: boolean }) {
  return (
    <Stack gap="md">
      <Alert role="alert" color="orange" variant="light" icon={<IconClockX aria-hidden="true" />}>
        {incomplete
          ? 'Ce lien est incomplet : copiez-le en entier depuis le message reçu.'
          : 'Ce lien n’est plus valable : il a déjà servi ou a expiré (un lien vaut 72 heures).'}
      </Alert>
      <Text size="sm">
        Pour une invitation, demandez-en une nouvelle à un administrateur. Pour un mot de passe oublié, demandez un
        nouveau lien depuis la connexion (« Mot de passe oublié ? »).
      </Text>
      <Anchor component={Link} to="/admin-dashboard">
        Demander un nouveau lien
      </Anchor>
    </Stack>
  )
}

/** The password twice, the same both times; the name and e-mail are asked only of the first administrator. */
const passwordTwice = { password: newPassword, confirmation: z.string() }
const sameTwice = (values: { password: string; confirmation: string }) => values.confirmation === values.password
const notTheSame = { path: ['confirmation'], error: 'Les deux mots de passe ne sont pas identiques.' }
const choiceSchema = z
  .object({ name: z.string(), email: z.string(), removePasskeys: z.boolean(), ...passwordTwice })
  .refine(sameTwice, notTheSame)
// One object rather than an intersection with the fields below: an intersection refuses a name
// typed with spaces around it, as one side trims it and the other does not.
const setupSchema = z
  .object({
    name: requiredText(100, 'Nom obligatoire.'),
    email: emailField,
    removePasskeys: z.boolean(),
    ...passwordTwice,
  })
  .refine(sameTwice, notTheSame)
type Choice = z.infer<typeof choiceSchema>

const FIELDS = ['name', 'email', 'password'] as const

function PasswordChoice({ token, info }: { token: string; info: TokenInfo }) {
  const setup = info.purpose === 'setup'
  const reset = info.purpose === 'reset'
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const form = useForm<Choice>({
    resolver: zodResolver(setup ? setupSchema : choiceSchema),
    defaultValues: { name: '', email: '', password: '', confirmation: '', removePasskeys: false },
  })
  const { errors } = form.formState
  const typed = useWatch({ control: form.control, name: 'password' })
  const save = useMutation({
    mutationFn: async ({ name, email, password, removePasskeys }: Choice) => {
      await apiClient.post('api/admin/token/password', {
        json: setup
          ? { token, password, name, email }
          : reset
            ? { token, password, removePasskeys }
            : { token, password },
      })
    },
    onSuccess: async () => {
      markStaffSignedIn()
      // The dashboard reads the new session (and may ask for the second factor first).
      await queryClient.invalidateQueries({ queryKey: ['admin', 'session'] })
      await navigate({ to: '/admin-dashboard' })
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return
      for (const field of FIELDS) {
        const message = error.fieldErrors[field]?.[0]
        if (message) form.setError(field, { message }, { shouldFocus: true })
      }
    },
  })

  if (gone(save.error)) return <LinkGone incomplete={false} />
  const failure = save.error
  const onAField = failure instanceof ApiError && FIELDS.some((field) => failure.fieldErrors[field])
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="md">
        {setup ? (
          <>
            <TextInput
              label="Votre nom"
              autoComplete="name"
              required
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label="Votre adresse e-mail"
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...form.register('email')}
            />
          </>
        ) : (
          <TextInput label="Adresse e-mail" value={info.email} readOnly autoComplete="username" />
        )}
        <PasswordInput
          label="Nouveau mot de passe"
          autoComplete="new-password"
          required
          description={<span aria-live="polite">{lengthHint(typed.length)}</span>}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirmation du mot de passe"
          autoComplete="new-password"
          required
          error={errors.confirmation?.message}
          {...form.register('confirmation')}
        />
        {reset ? (
          <Checkbox
            label="Retirer aussi mes clés d’accès"
            description="Conseillé si quelqu’un d’autre a pu utiliser votre compte : une clé d’accès ajoutée par lui le laisserait entrer sans mot de passe."
            {...form.register('removePasskeys')}
          />
        ) : null}
        {failure && !onAField ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />}>
            {failure instanceof ApiError && failure.status < 500 ? failure.message : UNEXPECTED_ERROR}
          </Alert>
        ) : null}
      </Stack>
      <Group justify="flex-end" mt="xl">
        <Button type="submit" loading={save.isPending}>
          Enregistrer le mot de passe
        </Button>
      </Group>
    </form>
  )
}
