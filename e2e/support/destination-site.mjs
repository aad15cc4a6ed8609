// The e2e run's stand-in for the websites short links send visitors to: a plain HTTP server on
// 127.0.0.1 (E2E_DESTINATION_PORT) that answers every path with a page naming it. The browser
// follows a redirect there for real; Chromium's headless shell does not let a test intercept the
// hop of a redirect, so an address that needs the network cannot stand in for it.
import { createServer } from 'node:http';

const port = Number(process.env.E2E_DESTINATION_PORT);
if (!port) throw new Error('E2E_DESTINATION_PORT is required');

const htmlText = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const server = createServer((req, res) => {
  const path = htmlText(new URL(req.url ?? '/', 'http://destination').pathname);
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><title>Destination</title><h1>Destination ${path}</h1></html>`);
});
server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
