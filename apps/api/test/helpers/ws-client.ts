import { connect as connectTcp, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import type { ClientMessages, ServerMessage, ServerMessages } from '@k9/contracts';

type Headers = Record<string, string>;

export type TestSocket = {
  readonly ws: WebSocket;
  readonly received: ServerMessage[];
  /** The first not yet consumed message of `event` (matching `match`), waiting for it when needed. */
  next<E extends keyof ServerMessages>(event: E, match?: (data: ServerMessages[E]) => boolean, timeoutMs?: number): Promise<ServerMessages[E]>;
  send<E extends keyof ClientMessages>(event: E, data: ClientMessages[E]): void;
  /** Resolves with the close code once the socket is closed (by either side). */
  closed(timeoutMs?: number): Promise<number>;
  close(): Promise<void>;
};

/** Opens a real `ws` client; rejects when the upgrade is refused. */
export function openTestSocket(url: string, headers: Headers = {}, options: { autoPong?: boolean } = {}): Promise<TestSocket> {
  const ws = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
  const received: ServerMessage[] = [];
  const consumed = new Set<ServerMessage>();
  const waiters = new Set<() => void>();
  let closeCode: number | null = null;
  ws.on('message', (raw) => {
    received.push(JSON.parse(raw.toString()) as ServerMessage);
    for (const wake of [...waiters]) wake();
  });
  ws.on('close', (code) => {
    closeCode = code;
    for (const wake of [...waiters]) wake();
  });
  const waitFor = <T>(probe: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = probe();
        if (value === undefined) return false;
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(value);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`Timed out after ${timeoutMs} ms waiting for ${what}; received: ${JSON.stringify(received.map((m) => m.event))}`));
      }, timeoutMs);
      if (!check()) waiters.add(wake);
    });
  const socket: TestSocket = {
    ws,
    received,
    next: (event, match, timeoutMs = 5000) =>
      waitFor(
        () => {
          const found = received.find((m) => !consumed.has(m) && m.event === event && (!match || match(m.data as never)));
          if (!found) return undefined;
          consumed.add(found);
          return found.data as ServerMessages[typeof event];
        },
        timeoutMs,
        `"${event}"`,
      ),
    send: (event, data) => ws.send(JSON.stringify({ event, data })),
    closed: (timeoutMs = 5000) => waitFor(() => closeCode ?? undefined, timeoutMs, 'close'),
    close: async () => {
      if (ws.readyState === WebSocket.CLOSED) return;
      const done = socket.closed();
      ws.close();
      await done;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) => {
      reject(Object.assign(new Error(`upgrade refused with ${response.statusCode}`), { statusCode: response.statusCode }));
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

/** The HTTP status of a refused upgrade, or 101 when it was accepted (the socket is then closed). */
export async function upgradeStatus(url: string, headers: Headers = {}): Promise<number> {
  try {
    const socket = await openTestSocket(url, headers);
    await socket.close();
    return 101;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status) return status;
    throw error;
  }
}

/**
 * A WebSocket upgrade done by hand on a TCP socket that is then never read: the slowest possible reader.
 * Resolves once the server answered 101.
 */
export function openNonReadingSocket(port: number, path: string, headers: Headers): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp(port, '127.0.0.1', () => {
      const lines = [
        `GET ${path} HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Upgrade: websocket',
        'Connection: Upgrade',
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}`,
        'Sec-WebSocket-Version: 13',
        ...Object.entries(headers).map(([key, value]) => `${key}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });
    socket.once('error', reject);
    socket.once('data', (chunk) => {
      if (!chunk.toString().startsWith('HTTP/1.1 101')) return reject(new Error(`upgrade refused: ${chunk.toString().split('\r\n')[0]}`));
      socket.pause();
      resolve(socket);
    });
  });
}
