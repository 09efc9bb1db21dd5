import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { testSetting } from './environment';
import type { OpenApiValidator } from './openapi';

export interface TestResponse<T = any> {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** The parsed JSON body (undefined when the body is not JSON). */
  body: T;
}

export interface RequestOptions {
  /** A value to send as JSON, or a string/Buffer sent as is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Validate the response against the OpenAPI document (default: whenever a validator is set). */
  validate?: boolean;
}

let agent: Agent | undefined;

/** An HTTPS agent that trusts the CA the test run generated, and nothing else. */
export function testAgent(): Agent {
  agent ??= new Agent({ connect: { ca: readFileSync(join(testSetting('dataDir'), 'tls', 'ca.crt')) } });
  return agent;
}

/**
 * A real HTTPS client for one base address and, optionally, one credential. Every response it
 * receives is checked against the OpenAPI document when a validator is given.
 */
export class TestClient {
  constructor(
    readonly baseUrl: string,
    private readonly defaults: { token?: string; validator?: OpenApiValidator; agent?: Agent } = {},
  ) {}

  as(token: string | undefined): TestClient {
    return new TestClient(this.baseUrl, { ...this.defaults, token });
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...(this.defaults.token ? { authorization: `Bearer ${this.defaults.token}` } : {}), ...options.headers };
    let body: string | Buffer | undefined;
    if (typeof options.body === 'string' || Buffer.isBuffer(options.body)) body = options.body;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await request(new URL(path, this.baseUrl), { method: method as never, headers, body, dispatcher: this.defaults.agent ?? testAgent() });
    const text = await response.body.text();
    const responseHeaders = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
    );
    let parsed: any;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    const result = { status: response.statusCode, headers: responseHeaders, text, body: parsed };
    if (this.defaults.validator && options.validate !== false) this.defaults.validator.assertResponse(method, path, result);
    return result;
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T = any>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  delete<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('DELETE', path, options);
  }
}
