// The ceiling: a bare node:http server answering one constant body. The benchmark loads it with the
// same tool and settings as the shop, so the shop's figures read as a share of what one Node process
// (and the load tool) can do on this machine.
//
// By default the body is a small constant JSON. With BODY_FILE (and BODY_ENCODING) it answers those
// bytes instead: the ceiling for a payload as large as one of the shop's answers.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const body = process.env.BODY_FILE
  ? readFileSync(process.env.BODY_FILE)
  : Buffer.from(JSON.stringify({ status: 'ok', message: 'Kandamul baseline', items: [1, 2, 3] }));
const headers = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': body.length,
  ...(process.env.BODY_ENCODING ? { 'content-encoding': process.env.BODY_ENCODING } : {}),
};
const port = Number(process.env.PORT ?? 8301);
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(port, process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
