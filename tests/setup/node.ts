import { configureZod } from '../../src/schemas/zod-locale.ts'

configureZod()
