import { join } from 'node:path';
import { createDataSource } from '@ledgerline/domain';
import { freePort } from '@ledgerline/testing';
import { launchChromium, testArtifacts } from '@ledgerline/testing/chromium';
import type { Browser, Page } from 'playwright-core';
import type { DataSource } from 'typeorm';
import { newOwner, startTestAuth, type TestAuth, type TestOwner } from './harness';

const ARTIFACTS = testArtifacts(__dirname);

let auth: TestAuth;
let db: DataSource;
let owner: TestOwner;
let browser: Browser;
let page: Page;
/** An endpoint URL allowed by WEBHOOK_ALLOW_PRIVATE_TARGETS. The auth app never connects to it: only the API's workers deliver. */
let hookUrl: string;

beforeAll(async () => {
  const port = await freePort();
  hookUrl = `http://127.0.0.1:${port}/hooks`;
  auth = await startTestAuth({ WEBHOOK_ALLOW_PRIVATE_TARGETS: `127.0.0.1:${port}` });
  db = await createDataSource({ url: auth.database.url, poolSize: 2 }).initialize();
  owner = await newOwner(db);
  browser = await launchChromium();
  // The test CA is not in Chromium's trust store; the server is our own, on localhost.
  const context = await browser.newContext({ ignoreHTTPSErrors: true, javaScriptEnabled: false });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await db?.destroy();
  await auth?.close();
});

const section = () => page.locator('main').innerText();

async function eventTypes(): Promise<string[]> {
  const rows = await db.query(`SELECT type FROM events WHERE business_id = $1 AND type LIKE 'webhook_endpoint.%' ORDER BY sequence`, [owner.businessId]);
  return rows.map((row: { type: string }) => row.type);
}

describe("the account page's Webhooks section in Chromium, without JavaScript", () => {
  it('adds an endpoint and shows its secret once, lists its deliveries with a retry button, disables and deletes it', async () => {
    await page.goto(`${auth.url}/login?return_to=/account`);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await expect(page.getByRole('heading', { name: 'Webhooks' }).isVisible()).resolves.toBe(true);
    expect(await section()).toContain('No webhook endpoints.');

    await page.getByLabel('Environment').selectOption('sandbox');
    await page.getByLabel('URL').fill(hookUrl);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Webhook endpoint added');
    const secret = (await page.getByRole('alert').innerText()).trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [stored] = await db.query('SELECT secret FROM webhook_endpoints WHERE business_id = $1', [owner.businessId]);
    expect((stored.secret as Buffer).toString('latin1')).not.toContain(secret.slice(6));

    await page.getByRole('link', { name: 'Continue to your account' }).click();
    const added = await section();
    expect(added).toContain(hookUrl);
    expect(added).toContain('Sandbox (test data only)');
    // The endpoint subscribes to everything, so its own creation is its first delivery (pending: only the API's workers deliver).
    expect(added).toMatch(/webhook_endpoint\.created #1\s+pending/);
    expect(await section()).not.toContain(secret);

    await page
      .getByRole('button', { name: `Retry webhook_endpoint.created to ${hookUrl}` })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/account');
    expect(await section()).toMatch(/webhook_endpoint\.created #2\s+pending/);
    await page.screenshot({ path: join(ARTIFACTS, 'webhooks.png'), fullPage: true });

    await page.getByRole('button', { name: `Disable ${hookUrl}` }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    expect(await section()).toContain('Disabled');
    expect(await page.getByRole('button', { name: /^Retry / }).count()).toBe(0);

    await page.getByRole('button', { name: `Delete ${hookUrl}` }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    expect(await section()).toContain('No webhook endpoints.');
    expect(await eventTypes()).toEqual(['webhook_endpoint.created', 'webhook_endpoint.updated', 'webhook_endpoint.deleted']);
  });

  it('refuses a URL where deliveries may not go, saying why', async () => {
    await page.goto(`${auth.url}/account`);
    await page.getByLabel('Environment').selectOption('production');
    await page.getByLabel('URL').fill(hookUrl);
    const response = await Promise.all([
      page.waitForResponse((r) => r.url() === `${auth.url}/account/webhooks`),
      page.getByRole('button', { name: 'Add endpoint' }).click(),
    ]);
    expect(response[0].status()).toBe(400);
    expect(await page.getByRole('alert').innerText()).toBe('url must be https in production');

    await page.goto(`${auth.url}/account`);
    await page.getByLabel('URL').fill('https://[fd00::1]/hooks');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    expect(await page.getByRole('alert').innerText()).toMatch(/^url must not reach a unique-local address/);
  });
});
