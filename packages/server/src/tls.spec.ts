import { X509Certificate, createPrivateKey, createPublicKey } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, get } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config';
import { ensureTls } from './tls';

describe('ensureTls', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'ledgerline-tls-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps only the tls folder private, so another user (the embedded PostgreSQL) can still enter DATA_DIR', async () => {
    const nested = join(dataDir, 'data');
    await ensureTls(loadConfig({ DATA_DIR: nested }));
    expect(statSync(nested).mode & 0o077).not.toBe(0);
    expect(statSync(join(nested, 'tls')).mode & 0o777).toBe(0o700);
    expect(statSync(join(nested, 'tls', 'localhost.key')).mode & 0o777).toBe(0o600);
  });

  it('generates a local CA and a localhost certificate it signed', async () => {
    const tls = await ensureTls(loadConfig({ DATA_DIR: dataDir }));

    expect(tls.caPath).toBe(join(dataDir, 'tls', 'ca.crt'));
    const ca = new X509Certificate(readFileSync(tls.caPath!));
    const leaf = new X509Certificate(tls.cert);
    expect(ca.ca).toBe(true);
    expect(leaf.ca).toBe(false);
    expect(leaf.verify(ca.publicKey)).toBe(true);
    expect(leaf.checkIssued(ca)).toBe(true);
    expect(leaf.checkHost('localhost')).toBe('localhost');
    expect(leaf.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(leaf.checkIP('::1')).toBe('::1');
    expect(leaf.checkHost('example.com')).toBeUndefined();
    expect(new Date(leaf.validFrom).getTime()).toBeLessThan(Date.now());
    expect(new Date(leaf.validTo).getTime()).toBeGreaterThan(Date.now() + 365 * 86_400_000);
  });

  it('serves HTTPS that a client trusting only the CA accepts at localhost', async () => {
    const tls = await ensureTls(loadConfig({ DATA_DIR: dataDir }));
    const server = createServer({ cert: tls.cert, key: tls.key }, (_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const body = await new Promise<string>((resolve, reject) => {
        get({ host: '127.0.0.1', servername: 'localhost', port, ca: readFileSync(tls.caPath!) }, (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => resolve(text));
        }).on('error', reject);
      });
      expect(body).toBe('ok');
    } finally {
      server.close();
    }
  });

  it('returns the private key that matches the certificate, readable by its owner only', async () => {
    const tls = await ensureTls(loadConfig({ DATA_DIR: dataDir }));
    const leaf = new X509Certificate(tls.cert);
    const publicFromKey = createPublicKey(createPrivateKey(tls.key)).export({ type: 'spki', format: 'der' });
    expect(publicFromKey.equals(leaf.publicKey.export({ type: 'spki', format: 'der' }))).toBe(true);
    expect(statSync(join(dataDir, 'tls', 'localhost.key')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'tls', 'ca.key')).mode & 0o777).toBe(0o600);
  });

  it('reuses the generated files on the next call', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await ensureTls(config);
    const ca = readFileSync(first.caPath!, 'utf8');
    const second = await ensureTls(config);
    expect(second).toEqual(first);
    expect(readFileSync(second.caPath!, 'utf8')).toBe(ca);
  });

  it('serves TLS_CERT and TLS_KEY when they are given, and generates nothing', async () => {
    const generated = await ensureTls(loadConfig({ DATA_DIR: join(dataDir, 'elsewhere') }));
    writeFileSync(join(dataDir, 'cert.pem'), generated.cert);
    writeFileSync(join(dataDir, 'key.pem'), generated.key);

    const tls = await ensureTls(loadConfig({ DATA_DIR: dataDir, TLS_CERT: join(dataDir, 'cert.pem'), TLS_KEY: join(dataDir, 'key.pem') }));
    expect(tls).toEqual({ cert: generated.cert, key: generated.key });
    expect(existsSync(join(dataDir, 'tls'))).toBe(false);
  });
});
