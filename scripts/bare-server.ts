// The benchmark's yardstick: a bare Fastify route answering a fixed JSON payload of a given size.
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 0);
const payloadBytes = Number(process.env.PAYLOAD_BYTES ?? 100);
const filler = 'x'.repeat(Math.max(0, payloadBytes - 30));
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ type: 'ok', message: filler }));
await app.listen({ port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : port}`);
