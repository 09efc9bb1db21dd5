import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { created, data, testSetting } from '@ledgerline/testing';
import { startTestPlatform, type TestBusiness, type TestPlatform } from './harness';
import { WebhookReceiver } from './webhook-receiver';

/** The built CLI (`test` depends on `build` in turbo.json). */
const CLI = join(__dirname, '..', 'dist', 'cli.js');
const WEBHOOKS = '/api/v1/webhooks';

let receiver: WebhookReceiver;
let platform: TestPlatform;
let business: TestBusiness;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  platform = await startTestPlatform({ WEBHOOK_WORKERS: '0', WEBHOOK_ALLOW_PRIVATE_TARGETS: `127.0.0.1:${receiver.port}` });
  business = await platform.createBusiness();
});
afterAll(async () => {
  workers.forEach((worker) => worker.kill('SIGKILL'));
  await platform.close();
  await receiver.close();
});

/**
 * `cli worker` on the test's database. Its URLs are 127.0.0.1 literals allowed by
 * WEBHOOK_ALLOW_PRIVATE_TARGETS: it looks nothing up and connects only to the receiver.
 */
async function startWorker(env: Record<string, string> = {}): Promise<ChildProcess> {
  const worker = spawn(process.execPath, [CLI, 'worker'], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: testSetting('dataDir'),
      DATABASE_URL: platform.databaseUrl,
      WEBHOOK_WORKERS: '0',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: `127.0.0.1:${receiver.port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(worker);
  worker.stderr.pipe(process.stderr);
  await new Promise<void>((resolve, reject) => {
    worker.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Webhook worker running') && resolve());
    worker.once('exit', (code) => reject(new Error(`cli worker exited with ${code}`)));
  });
  return worker;
}

async function status(endpointId: string): Promise<string[]> {
  return data<{ status: string }[]>(await business.sandbox.get(`${WEBHOOKS}/${endpointId}/deliveries`), 200).map((d) => d.status);
}

describe('WEBHOOK_WORKERS=0 and cli worker', () => {
  it('the API queues but does not deliver; `cli worker` delivers, and stops on SIGTERM', async () => {
    const endpoint = await created<{ id: string }>(business.sandbox, WEBHOOKS, { url: receiver.url('/alone'), events: ['customer.*'] });
    await created(business.sandbox, '/api/v1/customers', { name: 'Queued' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.at('/alone')).toHaveLength(0);
    expect(await status(endpoint.id)).toEqual(['pending']);

    const worker = await startWorker();
    await receiver.waitFor('/alone', 1);
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it("a worker whose WEBHOOK_SECRET_KEY did not seal the secret sends nothing, and the delivery log and its process's log say why", async () => {
    const endpoint = await created<{ id: string }>(business.sandbox, WEBHOOKS, { url: receiver.url('/other-key'), events: ['customer.*'] });
    const worker = await startWorker({ WEBHOOK_SECRET_KEY: Buffer.alloc(32, 7).toString('base64') });
    const logged = new Promise<string>((resolve) =>
      [worker.stdout!, worker.stderr!].forEach((stream) =>
        stream.on(
          'data',
          (chunk: Buffer) => chunk.toString().includes(`webhook endpoint ${endpoint.id}: the signing secret does not open`) && resolve(chunk.toString()),
        ),
      ),
    );
    await created(business.sandbox, '/api/v1/customers', { name: 'Unsigned' });
    for (;;) {
      const [delivery] = data<{ status: string; error: string | null }[]>(
        await business.sandbox.get(`${WEBHOOKS}/${endpoint.id}/deliveries?status=retrying`),
        200,
      );
      if (delivery) {
        expect(delivery.error).toBe("not sent: the signing secret does not open with this process's WEBHOOK_SECRET_KEY (every process needs the same key)");
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await logged).toContain('WEBHOOK_SECRET_KEY (every process needs the same key)');
    expect(receiver.at('/other-key')).toHaveLength(0);
    worker.kill('SIGKILL');
  });

  it('an attempt in flight when its worker is killed (SIGKILL) is made again by another worker', async () => {
    const endpoint = await created<{ id: string }>(business.sandbox, WEBHOOKS, { url: receiver.url('/killed'), events: ['customer.*'] });
    receiver.script('/killed', { status: 200, delayMs: 60_000 }, { status: 200 });
    const first = await startWorker();
    await created(business.sandbox, '/api/v1/customers', { name: 'In flight' });
    await receiver.waitFor('/killed', 1);
    first.kill('SIGKILL');
    await startWorker();
    const [killed, again] = await receiver.waitFor('/killed', 2, 60_000);
    expect(again.headers['webhook-id']).toBe(killed.headers['webhook-id']);
    for (;;) {
      if ((await status(endpoint.id)).includes('succeeded')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 90_000);
});
