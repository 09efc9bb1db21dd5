import { createHash } from 'node:crypto';
import { createDataSource, generateSecret, hashSecret } from '@ledgerline/domain';
import { csrfTokenOf, OwnerBrowser, pkce, type PageResponse } from '@ledgerline/testing';
import type { DataSource } from 'typeorm';
import {
  authorizationCode,
  exchangeCode,
  legacyIntegration,
  newIntegration,
  newOwner,
  pushRequest,
  refresh,
  startTestAuth,
  type TestAuth,
  type TestIntegration,
  type TestOwner,
} from './harness';

const sha256 = (text: string) => createHash('sha256').update(text).digest();

let auth: TestAuth;
let db: DataSource;

beforeAll(async () => {
  auth = await startTestAuth();
  db = await createDataSource({ url: auth.database.url, poolSize: 2 }).initialize();
});
afterAll(async () => {
  await db.destroy();
  await auth.close();
});

function expectPage(page: PageResponse, status: number): void {
  expect(page.status).toBe(status);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['content-security-policy']).toMatch(/default-src 'none'.*frame-ancestors 'none'/);
  expect(page.headers['content-security-policy']).not.toMatch(/script-src/);
  expect(page.headers['referrer-policy']).toBe('no-referrer');
  expect(page.headers['x-frame-options']).toBe('DENY');
  expect(page.headers['cache-control']).toBe('no-store');
  expect(page.text).not.toMatch(/<script/i);
}

/** Pushes a request and opens its URL in `browser`: the log-in page, or the consent page when signed in. */
async function open(browser: OwnerBrowser, integration: TestIntegration, scope = 'accounts:read') {
  const pushed = await pushRequest(auth.client, integration, { scope });
  expect(pushed.status).toBe(201);
  return { url: new URL(pushed.body.data), page: await browser.get(pushed.body.data) };
}

async function signIn(browser: OwnerBrowser, owner: TestOwner, page: PageResponse, returnTo = '/account'): Promise<PageResponse> {
  return browser.post(`${auth.url}/login`, { csrf_token: csrfTokenOf(page.text), return_to: returnTo, email: owner.email, password: owner.password });
}

describe('the authorization URL', () => {
  let owner: TestOwner;
  let integration: TestIntegration;

  beforeAll(async () => {
    owner = await newOwner(db);
    integration = await newIntegration(db, owner, 'sandbox', ['accounts:read', 'accounts:write', 'reports:read']);
  });

  it('asks a signed-out owner to sign in, on an accessible form, and sets the CSRF cookie Secure; HttpOnly; SameSite=Lax', async () => {
    const { page } = await open(new OwnerBrowser(), integration);
    expectPage(page, 200);
    expect(page.text).toContain('Shopline sync asks for access to your books');
    expect(page.text).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(page.text).toMatch(/<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/);
    expect(page.headers['set-cookie']).toMatch(/^__Host-ll_csrf=[\w-]{43}; Path=\/; Secure; HttpOnly; SameSite=Lax$/);
  });

  it('signs the owner in with a session cookie Secure; HttpOnly; SameSite=Lax, then shows the consent page', async () => {
    const browser = new OwnerBrowser();
    const { url, page } = await open(browser, integration, 'accounts:read reports:read');
    const login = await signIn(browser, owner, page, `${url.pathname}${url.search}`);
    expect(login.status).toBe(303);
    expect(login.headers['set-cookie']).toMatch(/^__Host-ll_session=[\w-]{43}; Path=\/; Secure; HttpOnly; SameSite=Lax; Max-Age=28800$/);
    expect(login.location?.href).toBe(url.href);

    const consent = await browser.get(login.location!);
    expectPage(consent, 200);
    expect(consent.text).toContain('Allow Shopline sync to act for');
    expect(consent.text).toContain('Sandbox (test data only)');
    expect(consent.text).toContain('See your chart of accounts and account balances');
    expect(consent.text).toContain('See your financial reports');
    expect(consent.text).not.toContain('Create, change and delete accounts');
    expect(consent.headers['content-security-policy']).toContain(`form-action 'self' ${new URL(integration.redirectUri).origin};`);
  });

  it('refuses a wrong password with the log-in page again', async () => {
    const browser = new OwnerBrowser();
    const { page } = await open(browser, integration);
    const login = await signIn(browser, { ...owner, password: 'not the password' }, page);
    expectPage(login, 401);
    expect(login.text).toContain('role="alert"');
    expect(login.headers['set-cookie'] ?? '').not.toContain('__Host-ll_session');
  });

  it('approving redirects to the exact redirect_uri with code, state and iss', async () => {
    const pushed = await pushRequest(auth.client, integration);
    const landing = await owner.browser.authorize(pushed.body.data, owner, 'approve');
    expect(`${landing.origin}${landing.pathname}`).toBe(integration.redirectUri);
    expect(Object.fromEntries(landing.searchParams)).toEqual({ code: expect.stringMatching(/^[\w-]{43}$/), state: 'state-123', iss: auth.url });
  });

  it('denying redirects with error=access_denied, state and iss, and no code', async () => {
    const pushed = await pushRequest(auth.client, integration);
    const landing = await owner.browser.authorize(pushed.body.data, owner, 'deny');
    expect(`${landing.origin}${landing.pathname}`).toBe(integration.redirectUri);
    expect(Object.fromEntries(landing.searchParams)).toEqual({ error: 'access_denied', state: 'state-123', iss: auth.url });
  });

  it('refuses the consent form without its CSRF token (403), and the request stays usable', async () => {
    const { url, page } = await open(owner.browser, integration);
    expect(page.text).toContain('Allow Shopline sync');
    const fields = { client_id: url.searchParams.get('client_id')!, request_uri: url.searchParams.get('request_uri')!, decision: 'approve' };
    const refused = await owner.browser.post(`${auth.url}/oauth/authorize`, fields);
    expectPage(refused, 403);
    expect(refused.location).toBeUndefined();
    const forged = await owner.browser.post(`${auth.url}/oauth/authorize`, {
      ...fields,
      csrf_token: csrfTokenOf((await new OwnerBrowser().get(`${auth.url}/login`)).text),
    });
    expectPage(forged, 403);
    const allowed = await owner.browser.post(`${auth.url}/oauth/authorize`, { ...fields, csrf_token: csrfTokenOf(page.text) });
    expect(allowed.status).toBe(303);
    expect(allowed.location?.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('uses a request_uri once: after the decision its URL is an error page that redirects nowhere', async () => {
    const pushed = await pushRequest(auth.client, integration);
    await owner.browser.authorize(pushed.body.data, owner, 'approve');
    const again = await owner.browser.get(pushed.body.data);
    expectPage(again, 400);
    expect(again.location).toBeUndefined();
    expect(again.text).toContain('This authorization link cannot be used');
  });

  it('refuses an expired or unknown request_uri with an error page', async () => {
    const pushed = await pushRequest(auth.client, integration);
    await db.query("UPDATE oauth_authorization_requests SET expires_at = now() - interval '1 second' WHERE request_uri_hash = $1", [
      sha256(pushed.body.request_uri),
    ]);
    expectPage(await owner.browser.get(pushed.body.data), 400);
    expectPage(
      await owner.browser.get(`${auth.url}/oauth/authorize?client_id=${integration.clientId}&request_uri=urn:ietf:params:oauth:request_uri:nope`),
      400,
    );
    expectPage(await owner.browser.get(`${auth.url}/oauth/authorize?client_id=not-a-uuid&request_uri=x`), 400);
  });

  it.each(['https://a.example;sandbox/cb', 'https://*/cb'])(
    'never puts a redirect URI host like %s (pushed before hosts were checked) in the CSP, nor redirects there',
    async (redirectUri) => {
      const legacy = await legacyIntegration(db, owner, redirectUri);
      const requestUri = `urn:ietf:params:oauth:request_uri:${generateSecret()}`;
      await db.query(
        `INSERT INTO oauth_authorization_requests (request_uri_hash, integration_id, redirect_uri, scopes, code_challenge, expires_at)
         VALUES ($1, $2, $3, '{accounts:read}', $4, now() + interval '10 minutes')`,
        [hashSecret(requestUri), legacy.clientId, redirectUri, pkce().challenge],
      );
      const browser = new OwnerBrowser();
      const signedIn = await signIn(browser, owner, await browser.get(`${auth.url}/login`));
      expect(signedIn.location?.pathname).toBe('/account');
      const fields = { client_id: legacy.clientId, request_uri: requestUri };
      const page = await browser.get(`${auth.url}/oauth/authorize?${new URLSearchParams(fields)}`);
      expectPage(page, 400);
      expect(page.text).toContain('This authorization link cannot be used');
      expect(page.headers['content-security-policy']).toContain("form-action 'self';");
      const csrf = csrfTokenOf((await browser.get(`${auth.url}/account`)).text);
      const decided = await browser.post(`${auth.url}/oauth/authorize`, { csrf_token: csrf, ...fields, decision: 'approve' });
      expectPage(decided, 400);
      expect(decided.location).toBeUndefined();
    },
  );

  it('never redirects off the site after log-in, whatever return_to says', async () => {
    const browser = new OwnerBrowser();
    const form = await browser.get(`${auth.url}/login?return_to=https://attacker.example/`);
    expect(form.text).toContain('name="return_to" value="/account"');
    for (const returnTo of ['https://attacker.example/', '//attacker.example/', '/\\attacker.example', '/oauth/authorize?x=1#@attacker.example']) {
      const signedOut = new OwnerBrowser();
      const login = await signIn(signedOut, owner, await signedOut.get(`${auth.url}/login`), returnTo);
      expect(login.location?.href).toBe(`${auth.url}/account`);
    }
  });
});

describe('the owner pages', () => {
  it('sign-up creates a business and its owner, signs in and shows both keys once', async () => {
    const browser = new OwnerBrowser();
    const form = await browser.get(`${auth.url}/signup`);
    expectPage(form, 200);
    expect(form.text).toMatch(/<label for="name">Business name<\/label>/);
    const email = `new-${Date.now()}@example.test`;
    const created = await browser.post(`${auth.url}/signup`, {
      csrf_token: csrfTokenOf(form.text),
      name: 'Mama Put Foods',
      email,
      password: 'a long enough password',
      base_currency: 'ngn',
    });
    expectPage(created, 201);
    const keys = [...created.text.matchAll(/<code>(sk_(?:live|test)_[\w-]{43})<\/code>/g)].map((match) => match[1]);
    expect(keys).toHaveLength(2);
    const [business] = await db.query('SELECT b.name, b.base_currency FROM businesses b JOIN owners o ON o.business_id = b.id WHERE o.email = $1', [email]);
    expect(business).toEqual({ name: 'Mama Put Foods', base_currency: 'NGN' });
    for (const key of keys) expect(await db.query('SELECT 1 FROM api_keys WHERE key_hash = $1 AND rolled_at IS NULL', [sha256(key)])).toHaveLength(1);

    const account = await browser.get(`${auth.url}/account`);
    expectPage(account, 200);
    expect(account.text).toContain('Mama Put Foods');
    for (const key of keys) {
      expect(account.text).toContain(`<code>${key.slice(0, 12)}…</code>`);
      expect(account.text).not.toContain(key);
    }
  });

  it('sign-up with invalid fields shows the form again with each problem', async () => {
    const browser = new OwnerBrowser();
    const form = await browser.get(`${auth.url}/signup`);
    const refused = await browser.post(`${auth.url}/signup`, { csrf_token: csrfTokenOf(form.text), name: 'X', email: 'not an email', password: 'short' });
    expectPage(refused, 400);
    expect(refused.text).toMatch(/id="email-error">Your email must be an email address/);
    expect(refused.text).toMatch(/id="password-error">/);
    expect(refused.text).toContain('value="X"');
  });

  it('the account page rolls a key and shows the new one once; the old one stops working', async () => {
    const owner = await newOwner(db);
    const signedIn = await signIn(owner.browser, owner, await owner.browser.get(`${auth.url}/login`));
    expect(signedIn.location?.pathname).toBe('/account');
    const account = await owner.browser.get(`${auth.url}/account`);
    const rolled = await owner.browser.post(`${auth.url}/account/keys/roll`, { csrf_token: csrfTokenOf(account.text), environment: 'sandbox' });
    expectPage(rolled, 201);
    const [, key] = /<code>(sk_test_[\w-]{43})<\/code>/.exec(rolled.text)!;
    expect(await db.query('SELECT 1 FROM api_keys WHERE key_hash = $1 AND rolled_at IS NULL', [sha256(key)])).toHaveLength(1);
    expect(await db.query('SELECT 1 FROM api_keys WHERE key_hash = $1 AND rolled_at IS NOT NULL', [sha256(owner.keys.sandbox)])).toHaveLength(1);
  });

  it('the account page lists connected integrations and revokes one, with its tokens', async () => {
    const owner = await newOwner(db);
    const integration = await newIntegration(db, await newOwner(db), 'sandbox');
    const tokens = (await exchangeCode(auth.client, integration, await authorizationCode(auth.client, integration, owner))).body;
    const account = await owner.browser.get(`${auth.url}/account`);
    expect(account.text).toContain('Shopline sync');
    expect(account.text).toContain('See your chart of accounts and account balances');
    const [, connectionId] = /name="connection_id" value="([^"]+)"/.exec(account.text)!;
    const revoked = await owner.browser.post(`${auth.url}/account/connections/revoke`, {
      csrf_token: csrfTokenOf(account.text),
      connection_id: connectionId,
      environment: 'sandbox',
    });
    expect(revoked.status).toBe(303);
    expect((await owner.browser.get(`${auth.url}/account`)).text).toContain('No integration can act for your business');
    expect((await refresh(auth.client, integration, tokens.refresh_token)).status).toBe(400);
  });

  it('sends / to the log-in page when signed out and to the account page when signed in, on GET and HEAD', async () => {
    const owner = await newOwner(db);
    const browser = new OwnerBrowser();
    for (const answer of [await browser.get(`${auth.url}/`), await browser.head(`${auth.url}/`)]) {
      expect([answer.status, answer.location?.href, answer.headers['cache-control']]).toEqual([303, `${auth.url}/login`, 'no-store']);
    }
    await signIn(browser, owner, await browser.get(`${auth.url}/login`));
    for (const answer of [await browser.get(`${auth.url}/`), await browser.head(`${auth.url}/`)]) {
      expect([answer.status, answer.location?.href, answer.headers['cache-control']]).toEqual([303, `${auth.url}/account`, 'no-store']);
    }
    const account = await browser.get(`${auth.url}/account`);
    expectPage(account, 200);
    expect(account.text).toContain(owner.email);
  });

  it('signs out, and the account page then asks to sign in', async () => {
    const owner = await newOwner(db);
    await signIn(owner.browser, owner, await owner.browser.get(`${auth.url}/login`));
    const account = await owner.browser.get(`${auth.url}/account`);
    const out = await owner.browser.post(`${auth.url}/logout`, { csrf_token: csrfTokenOf(account.text) });
    expect(out.location?.pathname).toBe('/login');
    const after = await owner.browser.get(`${auth.url}/account`);
    expect([after.status, after.location?.pathname]).toEqual([303, '/login']);
  });
});
