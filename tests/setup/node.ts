import { configureZod } from '#common/schemas/zod-locale.ts'

configureZod()
