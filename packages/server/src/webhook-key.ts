import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PlatformConfig } from './config';

/**
 * The key that encrypts webhook signing secrets at rest (docs/webhooks.md, Secrets):
 * `WEBHOOK_SECRET_KEY` when set (every process of a deployment needs the same one), else 32
 * random bytes generated on first use into `DATA_DIR/webhook-secret.key` (mode 0600) and read
 * from there afterwards. Losing the key makes every stored secret unusable: rotate them.
 */
export function webhookSecretKey(config: PlatformConfig): Buffer {
  if (config.WEBHOOK_SECRET_KEY) return Buffer.from(config.WEBHOOK_SECRET_KEY, 'base64');
  const path = join(resolve(config.DATA_DIR), 'webhook-secret.key');
  mkdirSync(resolve(config.DATA_DIR), { recursive: true });
  // Written whole under another name, then linked into place: of processes starting together, one
  // key wins and nobody reads a half-written file.
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, randomBytes(32).toString('base64'), { mode: 0o600 });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${path} must hold the base64 of 32 bytes`);
  return key;
}
