// The yardstick of bench/api.ts: a bare Fastify app with one "hello" route, in its own process
// like the real server. Prints its address on stdout once it listens.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/hello', async () => ({ hello: 'world' }))
const address = await app.listen({ host: '127.0.0.1', port: 0 })
process.stdout.write(`${address}\n`)
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
