import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { render } from '#tests/setup/render.tsx'
import { EmailField } from './email-field.tsx'
import { MessageField } from './message-field.tsx'
import { FamilyNameField, FullNameField, GivenNameField } from './name-fields.tsx'
import { PhoneField } from './phone-field.tsx'

type Values = {
  name: string
  firstName: string
  lastName: string
  email: string
  phone: string
  otherPhone: string
  message: string
}
const EMPTY: Values = { name: '', firstName: '', lastName: '', email: '', phone: '', otherPhone: '', message: '' }

/** A form with every shared field, each required by its rules with a French message. */
function Harness({ onValid }: { onValid: (values: Values) => void }) {
  const { register, handleSubmit, formState } = useForm<Values>({ defaultValues: EMPTY })
  const { errors } = formState
  const needed = (message: string) => ({ required: message })
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <FullNameField {...register('name', needed('Le nom est obligatoire.'))} error={errors.name} />
      <GivenNameField {...register('firstName')} error={errors.firstName} />
      <FamilyNameField {...register('lastName')} error={errors.lastName} />
      <EmailField {...register('email', needed('Adresse e-mail obligatoire.'))} error={errors.email} />
      <PhoneField required {...register('phone', needed('Numéro de téléphone obligatoire.'))} error={errors.phone} />
      <PhoneField
        label="Téléphone d'urgence"
        autoComplete="off"
        {...register('otherPhone')}
        error={errors.otherPhone}
      />
      <MessageField rows={4} {...register('message')} error={errors.message} />
      <button type="submit">Envoyer</button>
    </form>
  )
}

async function renderHarness() {
  const onValid = vi.fn()
  render(<Harness onValid={onValid} />)
  await screen.findByRole('button', { name: 'Envoyer' })
  return onValid
}
const textbox = (name: string) => screen.getByRole('textbox', { name })

describe('shared form fields', () => {
  it('name each input by its visible French label, with the autofill and keyboard hints', async () => {
    await renderHarness()

    expect(textbox('Nom complet')).toHaveAttribute('autocomplete', 'name')
    expect(textbox('Prénom')).toHaveAttribute('autocomplete', 'given-name')
    expect(textbox('Nom de famille')).toHaveAttribute('autocomplete', 'family-name')
    expect(textbox('E-mail')).toHaveAttribute('type', 'email')
    expect(textbox('E-mail')).toHaveAttribute('inputmode', 'email')
    expect(textbox('E-mail')).toHaveAttribute('autocomplete', 'email')
    expect(textbox('Téléphone')).toHaveAttribute('type', 'tel')
    expect(textbox('Téléphone')).toHaveAttribute('inputmode', 'tel')
    expect(textbox('Téléphone')).toHaveAttribute('autocomplete', 'tel')
    expect(textbox("Téléphone d'urgence")).toHaveAttribute('autocomplete', 'off')
    expect(textbox('Message')).toHaveAttribute('rows', '4')
    for (const name of ['Nom complet', 'Prénom', 'Nom de famille', 'E-mail', 'Téléphone']) {
      expect(textbox(name)).toBeRequired()
      // The required marker sits in the label, beside its text.
      expect(screen.getByText(name, { selector: 'label' })).toHaveTextContent(`${name} *`)
    }
    expect(textbox("Téléphone d'urgence")).not.toBeRequired()
    expect(textbox('Message')).not.toBeRequired()
  })

  it('shows each error under its input, tied to it, and focuses the first', async () => {
    const user = userEvent.setup({ delay: null })
    const onValid = await renderHarness()

    await user.click(screen.getByRole('button', { name: 'Envoyer' }))

    expect(await screen.findByText('Le nom est obligatoire.')).toBeInTheDocument()
    expect(textbox('Nom complet')).toHaveAttribute('aria-invalid', 'true')
    expect(textbox('Nom complet')).toHaveAccessibleDescription('Le nom est obligatoire.')
    expect(textbox('E-mail')).toHaveAccessibleDescription('Adresse e-mail obligatoire.')
    expect(textbox('Téléphone')).toHaveAccessibleDescription('Numéro de téléphone obligatoire.')
    expect(textbox('Prénom')).not.toHaveAttribute('aria-invalid')
    // The registration's ref reached the input: react-hook-form could focus it.
    expect(textbox('Nom complet')).toHaveFocus()
    expect(onValid).not.toHaveBeenCalled()
  })

  it('hands what was typed to the form', async () => {
    const user = userEvent.setup({ delay: null })
    const onValid = await renderHarness()
    await user.type(textbox('Nom complet'), 'Paul Martin')
    await user.type(textbox('E-mail'), 'paul@example.org')
    await user.type(textbox('Téléphone'), '809-555-0101')
    await user.type(textbox('Message'), 'Bonjour')

    await user.click(screen.getByRole('button', { name: 'Envoyer' }))

    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1))
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      ...EMPTY,
      name: 'Paul Martin',
      email: 'paul@example.org',
      phone: '809-555-0101',
      message: 'Bonjour',
    })
  })
})
