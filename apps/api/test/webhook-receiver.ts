import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

/** How the receiver answers one request: a status, headers, after a delay. */
export interface Answer {
  status: number;
  headers?: Record<string, string>;
  delayMs?: number;
}

/**
 * A webhook receiver the test starts on 127.0.0.1: it records every request by path and answers
 * each path's scripted answers in turn (the last one repeats; 200 when none is scripted).
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  private readonly scripts = new Map<string, Answer[]>();
  private server!: Server;
  private https = false;
  port = 0;

  /** With `tls` (a certificate the client trusts), an https receiver, for production endpoints. */
  static async start(tls?: { cert: string; key: string }): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    const handle = (request: IncomingMessage, response: ServerResponse) => void receiver.handle(request, response);
    receiver.https = tls !== undefined;
    receiver.server = tls ? createTlsServer(tls, handle) : createServer(handle);
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiver.port = (receiver.server.address() as AddressInfo).port;
    return receiver;
  }

  url(path: string): string {
    return `${this.https ? 'https' : 'http'}://127.0.0.1:${this.port}${path}`;
  }

  script(path: string, ...answers: Answer[]): void {
    this.scripts.set(path, answers);
  }

  at(path: string): Received[] {
    return this.received.filter((request) => request.path === path);
  }

  /** Waits until `path` has received `count` requests (failing after `timeoutMs`). */
  async waitFor(path: string, count: number, timeoutMs = 20_000): Promise<Received[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.at(path).length < count) {
      if (Date.now() > deadline) throw new Error(`${path} received ${this.at(path).length} of ${count} requests`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.at(path);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? '/';
    this.received.push({ path, headers: request.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
    const script = this.scripts.get(path) ?? [];
    const answer = (script.length > 1 ? script.shift() : script[0]) ?? { status: 200 };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs).unref());
    response.writeHead(answer.status, answer.headers).end(answer.status >= 300 && answer.status < 400 ? '' : `{"received":true}`);
  }
}
