/**
 * The yardsticks: bare Fastify, no plugins, no hooks. `/hello` answers a tiny JSON; `/page` answers the JSON text
 * in the given file (the bench passes the shop's own goods-list page), so the cost of the payload shows apart from
 * the cost of the shop's code. Usage: bare-server.ts <port> <page.json>
 */
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const [port, pageFile] = process.argv.slice(2)
const page = readFileSync(pageFile!, 'utf8')
const app = Fastify()
app.get('/hello', async () => ({ hello: 'world' }))
app.get('/page', async (_request, reply) => reply.type('application/json; charset=utf-8').send(page))
await app.listen({ port: Number(port), host: '127.0.0.1' })
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
