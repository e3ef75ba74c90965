// The baseline of the read benchmarks: a bare Express 5 hello world in its own process (nothing of ours in it).
import express from 'express';

const app = express();
app.get('/', (_request, response) => response.json({ hello: 'world' }));
const server = app.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('disconnect', () => server.close(() => process.exit(0)));
