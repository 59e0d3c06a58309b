// Dependencies first: a later sheet wins between equal selectors.
import '@mantine/core/styles/UnstyledButton.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/ActionIcon.css'
import '@mantine/core/styles/Loader.css'
import '@mantine/core/styles/Button.css'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/PasswordInput.css'
import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/Group.css'
import '@mantine/core/styles/Text.css'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Modal, PasswordInput, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { IconAlertCircle } from '@tabler/icons-react'
import { ApiError } from '../../../lib/api-client.ts'
import { messages } from '../../../content/church.ts'
import { adminLoginSchema, type AdminLogin } from '../../../schemas/admin.ts'
import { useAdminSignIn } from '../api.ts'

/** Spec §9: a wrong password is reported for 3 seconds. */
export const WRONG_PASSWORD_DISPLAY_MS = 3000
const GENERIC_ERROR = 'Une erreur est survenue. Veuillez réessayer.'

type Notice = { text: string; temporary: boolean }

type SignInModalProps = { opened: boolean; onClose: () => void }

export function SignInModal({ opened, onClose }: SignInModalProps) {
  const navigate = useNavigate()
  const signIn = useAdminSignIn()
  const [visible, setVisible] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const form = useForm<AdminLogin>({ resolver: zodResolver(adminLoginSchema), defaultValues: { password: '' } })
  const { errors } = form.formState

  useEffect(() => {
    if (!notice?.temporary) return
    const timer = setTimeout(() => setNotice(null), WRONG_PASSWORD_DISPLAY_MS)
    return () => clearTimeout(timer)
  }, [notice])

  // Spec §4: closing (Annuler, the X, Escape) clears the field and any message.
  const close = () => {
    form.reset()
    setVisible(false)
    setNotice(null)
    signIn.reset()
    onClose()
  }

  const onSubmit = form.handleSubmit((values) => {
    setNotice(null)
    signIn.mutate(values, {
      onSuccess: () => {
        close()
        void navigate({ to: '/admin-dashboard' })
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return setNotice({ text: GENERIC_ERROR, temporary: false })
        if (error.status === 401) {
          setNotice({ text: messages.wrongPassword, temporary: true })
          form.setFocus('password')
        } else if (error.status === 429) {
          // The server's own French message asks the visitor to wait.
          setNotice({ text: error.message, temporary: false })
        } else if (error.fieldErrors.password?.[0]) {
          form.setError('password', { message: error.fieldErrors.password[0] })
        } else {
          setNotice({ text: GENERIC_ERROR, temporary: false })
        }
      },
    })
  })

  return (
    <Modal opened={opened} onClose={close} title="Accès administrateur" centered closeButtonProps={{ 'aria-label': 'Fermer' }}>
      <form onSubmit={onSubmit} noValidate>
        <Text size="sm" c="dimmed" mb="md">
          Espace réservé à l’équipe de l’église.
        </Text>
        <PasswordInput
          label="Mot de passe"
          autoComplete="current-password"
          required
          data-autofocus
          visible={visible}
          onVisibilityChange={setVisible}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{
            'aria-label': visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe',
            // The changing name already says the state; aria-pressed would say it twice.
            'aria-pressed': undefined,
          }}
          error={errors.password?.message}
          {...form.register('password')}
        />
        {notice ? (
          <Alert role="alert" color="red" variant="light" mt="md" icon={<IconAlertCircle aria-hidden="true" />}>
            {notice.text}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="xl">
          <Button variant="default" onClick={close}>
            Annuler
          </Button>
          <Button type="submit" loading={signIn.isPending}>
            Se connecter
          </Button>
        </Group>
      </form>
    </Modal>
  )
}
