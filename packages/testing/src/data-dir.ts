import { lstatSync, readlinkSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Removes a DATA_DIR a test made, with the embedded PostgreSQL cluster it links to when the test
 * ran as root (the cluster then lives under /var/lib/ledgerline/clusters, outside DATA_DIR).
 */
export function removeDataDir(dataDir: string): void {
  const cluster = join(dataDir, 'postgres');
  if (lstatSync(cluster, { throwIfNoEntry: false })?.isSymbolicLink()) rmSync(resolve(dataDir, readlinkSync(cluster)), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
