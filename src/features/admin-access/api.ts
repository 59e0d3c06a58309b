import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../lib/api-client.ts'
import type { AdminLogin } from '#common/schemas/admin.ts'

/** Opens an admin session (204; the server sets the session cookie). 401 wrong, 429 too many tries. */
export async function signInAsAdmin(input: AdminLogin): Promise<void> {
  await apiClient.post('api/admin/login', { json: input })
}

export function useAdminSignIn() {
  return useMutation({ mutationFn: signInAsAdmin })
}
