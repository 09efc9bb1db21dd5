import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAuthDocument } from './openapi';

describe('apps/auth/openapi.json', () => {
  it('is the document the auth app serves (rewrite both documents with `pnpm openapi`)', () => {
    expect(buildAuthDocument()).toEqual(JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8')));
  });
});
