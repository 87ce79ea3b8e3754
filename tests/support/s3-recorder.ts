/**
 * For tests: a small S3-compatible endpoint (path-style GET, HEAD, PUT, DELETE, and POST
 * `?delete`), holding objects in memory and recording every request it answers, so a test can
 * assert exactly what a deploy sent and deleted.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  readonly body: Buffer;
  readonly contentType: string | undefined;
  readonly cacheControl: string | undefined;
}

export interface RecordedRequest {
  readonly method: string;
  /** The object's key; for a batch delete, each key deleted gets a request of its own. */
  readonly key: string;
  readonly contentType?: string;
  readonly cacheControl?: string;
}

export interface S3Recorder {
  readonly endpoint: string;
  readonly objects: Map<string, StoredObject>;
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

function noSuchKey(response: ServerResponse, key: string): void {
  response.writeHead(404, { 'Content-Type': 'application/xml' });
  response.end(`<Error><Code>NoSuchKey</Code><Message>No ${key}</Message></Error>`);
}

export async function startS3Recorder(bucket: string): Promise<S3Recorder> {
  const objects = new Map<string, StoredObject>();
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://s3.test');
      const prefix = `/${bucket}`;
      if (!url.pathname.startsWith(prefix)) {
        response.writeHead(404).end();
        return;
      }
      const key = decodeURIComponent(url.pathname.slice(prefix.length + 1));
      const method = request.method ?? 'GET';
      const body = await bodyOf(request);
      if (method === 'POST' && url.searchParams.has('delete')) {
        const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) =>
          unescapeXml(match[1] ?? ''),
        );
        for (const deleted of keys) {
          objects.delete(deleted);
          requests.push({ method: 'DELETE', key: deleted });
        }
        response.writeHead(200, { 'Content-Type': 'application/xml' });
        response.end('<?xml version="1.0" encoding="UTF-8"?><DeleteResult></DeleteResult>');
        return;
      }
      const stored = objects.get(key);
      if (method === 'PUT') {
        const contentType = request.headers['content-type'];
        const cacheControl = request.headers['cache-control'];
        objects.set(key, { body, contentType, cacheControl });
        requests.push({ method, key, contentType, cacheControl });
        response.writeHead(200, { ETag: '"0"' }).end();
      } else if (method === 'DELETE') {
        objects.delete(key);
        requests.push({ method, key });
        response.writeHead(204).end();
      } else if (method === 'GET' || method === 'HEAD') {
        requests.push({ method, key });
        if (!stored) {
          noSuchKey(response, key);
          return;
        }
        response.writeHead(200, {
          'Content-Type': stored.contentType ?? 'application/octet-stream',
          'Content-Length': stored.body.length,
        });
        response.end(method === 'GET' ? stored.body : undefined);
      } else {
        response.writeHead(405).end();
      }
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
