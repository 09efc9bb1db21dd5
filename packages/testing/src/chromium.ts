import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, installed by `.ci/run` (`apt-get install chromium`). */
const CHROMIUM = '/usr/bin/chromium';

/** Starts Debian's Chromium headless for a browser test, or says what to install. */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium), as .ci/run does`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-dev-shm-usage', '--headless=new'],
  });
}

/** Where a package's browser tests keep their screenshots: `test-artifacts/` beside their `test/` folder (ignored by git). */
export function testArtifacts(testDir: string): string {
  const dir = join(testDir, '..', 'test-artifacts');
  mkdirSync(dir, { recursive: true });
  return dir;
}
