import { Logger } from '@nestjs/common';
import { WsAdapter } from '@nestjs/platform-ws';
import type { WebSocket, WebSocketServer } from 'ws';

const oneLine = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return `${code ? `${code}: ` : ''}${message ?? String(error)}`.replace(/\s+/g, ' ');
};

/**
 * Nest's ws adapter, except that a socket's error is one warning line: what a client sends (an oversized frame, a
 * bad frame) is not worth a stack trace, and a public socket must not be able to flood the log with them. ws closes
 * such a socket itself (1009 for a frame over the limit).
 */
export class RealtimeWsAdapter extends WsAdapter {
  private readonly socketLogger = new Logger('Realtime');

  override bindErrorHandler(server: WebSocketServer): WebSocketServer {
    server.on('connection', (socket: WebSocket) => socket.on('error', (error) => this.socketLogger.warn(`Socket closed after a client error: ${oneLine(error)}`)));
    server.on('error', (error) => this.socketLogger.error(`WebSocket server error: ${oneLine(error)}`));
    return server;
  }
}
