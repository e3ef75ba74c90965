import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { PNG_1X1 } from './fake-ai-providers.js';

/** What the next drawing gets: the image, an error status with Kroki's text, or no answer at all. */
export type FakeKrokiBehaviour = 'ok' | 'hang' | { status: number; message?: string };

export type FakeKrokiRequest = { type: string; format: string; contentType: string | undefined; body: string; at: number };

/** A small SVG, as Kroki draws an Excalidraw scene. */
export const FAKE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#eee"/></svg>';

/** The types Kroki's gateway and its Excalidraw companion draw here, and the formats each gives (Kroki's own table). */
const FORMATS: Record<string, readonly string[]> = {
  plantuml: ['png', 'svg'],
  c4plantuml: ['png', 'svg'],
  blockdiag: ['png', 'svg'],
  excalidraw: ['svg'],
};

/**
 * A stand-in for a Kroki server, speaking its plain-text API: `POST /{type}/{format}` with the diagram source as the
 * body answers the image (a 1x1 PNG, or a small SVG); an unknown type or a format the type has not is 400 with Kroki's
 * kind of text, and a PlantUML source without @startuml is a syntax error. `script(...)` sets what the next drawings get.
 */
export class FakeKroki {
  url = '';
  readonly requests: FakeKrokiRequest[] = [];
  private readonly scripts: FakeKrokiBehaviour[] = [];
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  script(...behaviours: FakeKrokiBehaviour[]): void {
    this.scripts.push(...behaviours);
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.read(request).then((body) => {
        const [, type = '', format = ''] = new URL(request.url ?? '/', 'http://kroki').pathname.split('/');
        const text = (status: number, message: string) => response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
        if (request.method !== 'POST') return text(405, 'Method not allowed');
        this.requests.push({ type, format, contentType: request.headers['content-type'], body, at: Date.now() });
        const behaviour = this.scripts.shift() ?? 'ok';
        if (behaviour === 'hang') return;
        if (typeof behaviour === 'object') return text(behaviour.status, behaviour.message ?? `Fake Kroki error ${behaviour.status}`);
        if (!FORMATS[type]) return text(400, `Unsupported diagram type: ${type}`);
        if (!FORMATS[type].includes(format)) return text(400, `Unsupported output format: ${format} for ${type}`);
        if ((type === 'plantuml' || type === 'c4plantuml') && !body.includes('@startuml')) return text(400, 'Syntax Error? (line: 1)');
        if (format === 'svg') return response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(FAKE_SVG);
        response.writeHead(200, { 'content-type': 'image/png', 'content-length': String(PNG_1X1.length) }).end(PNG_1X1);
      });
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private read(request: IncomingMessage): Promise<string> {
    return new Promise((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  }
}

export const startFakeKroki = () => new FakeKroki().start();
