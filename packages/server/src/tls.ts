import { randomBytes, webcrypto } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as x509 from '@peculiar/x509';
import type { PlatformConfig } from './config';

export interface TlsMaterial {
  cert: string;
  key: string;
  /** The CA that signed `cert` when it was generated here (for `curl --cacert`). */
  caPath?: string;
}

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
const DAY = 86_400_000;

/**
 * The certificate to serve: `TLS_CERT`/`TLS_KEY` when given, else a local CA and a `localhost`
 * certificate generated on first use under `<DATA_DIR>/tls` and reused afterwards.
 */
export async function ensureTls(config: PlatformConfig): Promise<TlsMaterial> {
  if (config.TLS_CERT && config.TLS_KEY) {
    return { cert: readFileSync(config.TLS_CERT, 'utf8'), key: readFileSync(config.TLS_KEY, 'utf8') };
  }
  const dir = resolve(config.DATA_DIR, 'tls');
  const paths = { ca: join(dir, 'ca.crt'), cert: join(dir, 'localhost.crt'), key: join(dir, 'localhost.key') };
  if (!existsSync(paths.cert) || !existsSync(paths.key) || !existsSync(paths.ca)) {
    // Only the tls folder is private: DATA_DIR also holds the embedded PostgreSQL, run as another user under root.
    mkdirSync(resolve(config.DATA_DIR), { recursive: true });
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const generated = await generateLocalCertificates();
    writeAtomically(join(dir, 'ca.key'), generated.caKey, 0o600);
    writeAtomically(paths.key, generated.key, 0o600);
    writeAtomically(paths.cert, generated.cert, 0o644);
    writeAtomically(paths.ca, generated.ca, 0o644);
  }
  return { cert: readFileSync(paths.cert, 'utf8'), key: readFileSync(paths.key, 'utf8'), caPath: paths.ca };
}

function writeAtomically(path: string, content: string, mode: number): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode });
  renameSync(temporary, path);
}

async function generateLocalCertificates(): Promise<{ ca: string; caKey: string; cert: string; key: string }> {
  x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[0]);
  const subtle = webcrypto.subtle;
  const now = Date.now();
  const caKeys = await subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const ca = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: randomBytes(16).toString('hex'),
    name: 'CN=Ledgerline local CA',
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + 3650 * DAY),
    keys: caKeys,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey),
    ],
  });
  const leafKeys = await subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: randomBytes(16).toString('hex'),
    subject: 'CN=localhost',
    issuer: ca.subject,
    notBefore: new Date(now - DAY),
    notAfter: new Date(now + 397 * DAY),
    signingKey: caKeys.privateKey,
    publicKey: leafKeys.publicKey,
    signingAlgorithm: ALGORITHM,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.keyEncipherment, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
      new x509.SubjectAlternativeNameExtension([
        { type: 'dns', value: 'localhost' },
        { type: 'ip', value: '127.0.0.1' },
        { type: 'ip', value: '::1' },
      ]),
      await x509.AuthorityKeyIdentifierExtension.create(ca),
    ],
  });
  const pem = async (key: webcrypto.CryptoKey) => x509.PemConverter.encode(await subtle.exportKey('pkcs8', key), 'PRIVATE KEY');
  return { ca: ca.toString('pem'), caKey: await pem(caKeys.privateKey), cert: cert.toString('pem'), key: await pem(leafKeys.privateKey) };
}
