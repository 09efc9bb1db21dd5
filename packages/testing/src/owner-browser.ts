import { createHash, randomBytes } from 'node:crypto';
import { request } from 'undici';
import { testAgent } from './client';

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** Where a redirect points, resolved against the request URL. */
  location?: URL;
}

/** A PKCE verifier and its S256 challenge (RFC 7636). */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The hidden CSRF token of the (first) form of a page. */
export function csrfTokenOf(page: string): string {
  const match = /name="csrf_token" value="([^"]+)"/.exec(page);
  if (!match) throw new Error(`no CSRF token on the page:\n${page.slice(0, 1000)}`);
  return match[1];
}

/**
 * The owner's browser on the auth app's pages, without a browser: keeps cookies, follows no
 * redirect by itself, posts forms as `application/x-www-form-urlencoded`. `headers` go with every
 * request (e.g. the `X-Forwarded-For` of a trusted proxy, to come from another client address).
 */
export class OwnerBrowser {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly headers: Record<string, string> = {}) {}

  async get(url: string | URL): Promise<PageResponse> {
    return this.send('GET', new URL(url));
  }

  async head(url: string | URL): Promise<PageResponse> {
    return this.send('HEAD', new URL(url));
  }

  async post(url: string | URL, fields: Record<string, string>): Promise<PageResponse> {
    return this.send('POST', new URL(url), new URLSearchParams(fields).toString());
  }

  /** Opens an authorization URL, signs in when asked, and allows or denies; answers the final redirect. */
  async authorize(authorizationUrl: string, owner: { email: string; password: string }, decision: 'approve' | 'deny'): Promise<URL> {
    let page = await this.get(authorizationUrl);
    if (/action="\/login"/.test(page.text)) {
      const returnTo = /name="return_to" value="([^"]+)"/.exec(page.text)![1].replace(/&amp;/g, '&');
      const login = await this.post(new URL('/login', authorizationUrl), {
        csrf_token: csrfTokenOf(page.text),
        return_to: returnTo,
        email: owner.email,
        password: owner.password,
      });
      if (login.status !== 303 || !login.location) throw new Error(`log-in failed with ${login.status}`);
      page = await this.get(login.location);
    }
    if (page.status !== 200) throw new Error(`the consent page answered ${page.status}:\n${page.text.slice(0, 1000)}`);
    const url = new URL(authorizationUrl);
    const answer = await this.post(new URL('/oauth/authorize', url), {
      csrf_token: csrfTokenOf(page.text),
      client_id: url.searchParams.get('client_id')!,
      request_uri: url.searchParams.get('request_uri')!,
      decision,
    });
    if (answer.status !== 303 || !answer.location) throw new Error(`the decision answered ${answer.status}:\n${answer.text.slice(0, 1000)}`);
    return answer.location;
  }

  private async send(method: 'GET' | 'HEAD' | 'POST', url: URL, body?: string): Promise<PageResponse> {
    const headers: Record<string, string> = { ...this.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await request(url, { method, headers, body, dispatcher: testAgent() });
    const setCookies = response.headers['set-cookie'];
    for (const cookie of Array.isArray(setCookies) ? setCookies : setCookies ? [setCookies] : []) {
      const [pair] = cookie.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (/max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const location = response.headers.location;
    const flat = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]));
    return {
      status: response.statusCode,
      headers: flat,
      text: await response.body.text(),
      location: typeof location === 'string' ? new URL(location, url) : undefined,
    };
  }
}
