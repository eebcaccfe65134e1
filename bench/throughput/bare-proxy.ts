// The bare proxy reference: node:http passing each request on to UPSTREAM over kept-alive
// connections and its answer back, with no other work. What any HTTP hop in front of a service
// costs on this machine, whatever the gateway does besides.
import { Agent, createServer, request } from 'node:http';

const upstream = new URL(process.env.UPSTREAM ?? 'http://127.0.0.1:9');
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
createServer((req, res) => {
  if (req.url === '/healthz') {
    res.end('ok');
    return;
  }
  const hop = request(
    { agent, hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  hop.on('error', () => res.writeHead(502).end());
  req.pipe(hop);
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
