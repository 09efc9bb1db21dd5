import { join } from 'node:path';
import { createDataSource } from '@ledgerline/domain';
import { launchChromium, testArtifacts } from '@ledgerline/testing/chromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DataSource } from 'typeorm';
import { newIntegration, newOwner, pushRequest, startTestAuth, type TestAuth, type TestIntegration, type TestOwner } from './harness';

const ARTIFACTS = testArtifacts(__dirname);

let auth: TestAuth;
let db: DataSource;
let owner: TestOwner;
let integration: TestIntegration;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  auth = await startTestAuth();
  db = await createDataSource({ url: auth.database.url, poolSize: 2 }).initialize();
  owner = await newOwner(db);
  integration = await newIntegration(db, owner, 'sandbox', ['accounts:read', 'accounts:write', 'reports:read']);
  browser = await launchChromium();
  // The test CA is not in Chromium's trust store; the server is our own, on localhost.
  context = await browser.newContext({ ignoreHTTPSErrors: true, javaScriptEnabled: false });
  page = await context.newPage();
  // The integration's redirect_uri: answered here, so the browser lands somewhere real.
  await context.route(`${new URL(integration.redirectUri).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Back at the integration</h1>' }),
  );
});
afterAll(async () => {
  await browser?.close();
  await db?.destroy();
  await auth?.close();
});

async function authorizationUrl(): Promise<string> {
  const pushed = await pushRequest(auth.client, integration, { scope: 'accounts:read reports:read' });
  expect(pushed.status).toBe(201);
  return pushed.body.data;
}

describe('the log-in and consent pages in Chromium, without JavaScript', () => {
  it('signs in, shows the integration, the environment and each scope in plain words, and approving lands with a code', async () => {
    await page.goto(await authorizationUrl());
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Sign in to Ledgerline');
    await page.screenshot({ path: join(ARTIFACTS, 'login.png'), fullPage: true });
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL((url) => url.pathname === '/oauth/authorize');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toMatch(/^Allow Shopline sync to act for Business /);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Sandbox (test data only)');
    expect(text).toContain('See your chart of accounts and account balances');
    expect(text).toContain('See your financial reports: trial balance, balance sheet, profit and loss, ledger');
    expect(text).not.toContain('Create, change and delete accounts');
    await page.screenshot({ path: join(ARTIFACTS, 'consent.png'), fullPage: true });

    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.href.startsWith(integration.redirectUri));
    const landed = new URL(page.url());
    expect(Object.fromEntries(landed.searchParams)).toEqual({ code: expect.stringMatching(/^[\w-]{43}$/), state: 'state-123', iss: auth.url });
  });

  it('denying lands on the redirect_uri with error=access_denied', async () => {
    await page.goto(await authorizationUrl());
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL((url) => url.href.startsWith(integration.redirectUri));
    const landed = new URL(page.url());
    expect(Object.fromEntries(landed.searchParams)).toEqual({ error: 'access_denied', state: 'state-123', iss: auth.url });
  });
});
