// The ceiling: a bare node:http server answering one constant JSON body. The benchmark loads it with
// the same tool and settings as the shop, so the shop's figures read as a share of what one Node
// process can do on this machine.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok', message: 'Kandamul baseline', items: [1, 2, 3] });
const port = Number(process.env.PORT ?? 8301);
const server = http.createServer((_req, res) => {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(port, process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
