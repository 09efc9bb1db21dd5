import { join } from 'node:path';
import { launchChromium, testArtifacts } from '@ledgerline/testing/chromium';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { buildOpenApiDocument } from '../src/common/openapi';
import { startTestPlatform, type TestPlatform } from './harness';

const ARTIFACTS = testArtifacts(__dirname);

let platform: TestPlatform;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let origin: string;
/** Every request the page made to anywhere but the server, and every Content-Security-Policy refusal. */
const elsewhere: string[] = [];
const refused: string[] = [];
/** The summaries the reference shows for two operations, as the document has them. */
let createSale: string;
let voidSale: string;

/** Matches a name that starts with `text` (an operation's name also carries its method). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

beforeAll(async () => {
  platform = await startTestPlatform();
  origin = new URL(platform.sandbox.baseUrl).origin;
  const { paths } = buildOpenApiDocument(platform.app);
  createSale = paths['/api/v1/sales'].post!.summary!;
  voidSale = paths['/api/v1/sales/{id}'].delete!.summary!;
  browser = await launchChromium();
  // The test CA is not in Chromium's trust store; the server is our own, on localhost.
  context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 1440, height: 900 } });
  context.on('request', (request) => {
    if (!/^(data|blob):/.test(request.url()) && new URL(request.url()).origin !== origin) elsewhere.push(request.url());
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
});
beforeEach(async () => {
  page = await context.newPage();
});
// Whatever a test did, the page asked nothing of another origin and its policy refused nothing.
afterEach(async () => {
  await page.close();
  expect(elsewhere).toEqual([]);
  expect(refused).toEqual([]);
});
afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe('the API reference at /docs in Chromium', () => {
  it('renders the operations, lists them in the navigation, and finds one by search', async () => {
    await page.goto(`${origin}/docs`);
    const navigation = page.getByRole('navigation');
    await navigation.getByRole('button', { name: /^Sales\b/ }).click({ timeout: 20_000 });
    await navigation.getByRole('button', { name: startingWith(createSale) }).click();
    await page.waitForFunction("location.hash === '#tag/sales/POST/api/v1/sales'");
    const operation = page.locator('section[id$="/POST/api/v1/sales"]');
    await operation.getByRole('heading', { name: createSale }).waitFor();

    await navigation.getByRole('search').click();
    await page.keyboard.type(voidSale);
    const first = page.getByRole('listbox', { name: 'Reference Search Results' }).getByRole('option').first();
    const result = await first.innerText();
    expect(result).toContain(voidSale);
    expect(result).toContain('/api/v1/sales/{id}');
    await first.click();
    await page.waitForFunction("decodeURIComponent(location.hash) === '#tag/sales/DELETE/api/v1/sales/{id}'");
  });

  it('shows the guides in its introduction, each listed in the navigation', async () => {
    await page.goto(`${origin}/docs`);
    const navigation = page.getByRole('navigation');
    await navigation.getByRole('button', { name: /^Introduction\b/ }).click({ timeout: 20_000 });
    for (const guide of ['Quick start', 'Authentication', 'Pagination', 'Idempotency and versions', 'Errors', 'Rate limits', 'Webhooks']) {
      await page.getByRole('heading', { name: guide, exact: true }).first().waitFor();
      await navigation
        .getByRole('button', { name: startingWith(guide) })
        .first()
        .waitFor();
    }
    await page.screenshot({ path: join(ARTIFACTS, 'reference-guides.png') });
  });

  it("shows an operation's curl and SDK samples", async () => {
    await page.goto(`${origin}/docs#tag/sales/POST/api/v1/sales`);
    const operation = page.locator('section[id$="/POST/api/v1/sales"]');
    const snippet = operation.locator('.code-snippet');
    await expect(snippet.innerText({ timeout: 20_000 })).resolves.toMatch(
      /^curl -X POST 'https:\/\/localhost:8444\/api\/v1\/sales' \\\n {2}-H 'Authorization: Bearer sk_test_…' \\\n {2}-H 'Idempotency-Key: /,
    );
    await operation.getByTestId('client-picker').click();
    await expect(page.getByRole('option').allInnerTexts()).resolves.toEqual(['curl', 'SDK']);
    await page.getByRole('option', { name: 'SDK' }).click();
    await expect(snippet.innerText()).resolves.toContain("import { Ledgerline } from '@ledgerline/sdk';");
    await expect(snippet.innerText()).resolves.toContain('await ll.sales.create({');
    await page.screenshot({ path: join(ARTIFACTS, 'reference.png') });
  });
});
