/**
 * A stand-in for a map tile server, so no test reaches the internet: any
 * GET /tiles/{z}/{x}/{y}.png answers a small PNG, and GET /requests says how many tiles it has
 * served, so a test can tell the map really asked for them.
 */
import http from 'node:http';

/** A 1x1 grey PNG; the map stretches it over the tile. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mN8/x8AAuMB8DtXNJsAAAAASUVORK5CYII=',
  'base64',
);
const TILE_PATH = /^\/tiles\/\d+\/\d+\/\d+\.png$/;

export interface TileServer {
  /** A Leaflet tile template, for MAP_TILE_URL. */
  template: string;
  close(): Promise<void>;
}

export async function startTileServer(port = 0): Promise<TileServer> {
  let served = 0;
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    if (request.method === 'GET' && TILE_PATH.test(path)) {
      served += 1;
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
      response.end(TILE);
    } else if (request.method === 'GET' && path === '/requests') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ served }));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as { port: number };
  return {
    template: `http://127.0.0.1:${bound}/tiles/{z}/{x}/{y}.png`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
