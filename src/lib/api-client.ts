// zod's French messages before any form validates: the forms and the dashboard reach the client
// through this module. The public pages' reads, which load with the first screen, import
// `api-client-core.ts` (the same client) instead, so that zod does not load with them.
import '../zod-setup.ts'

export { ApiError, apiClient } from './api-client-core.ts'
