import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@ledgerline/server';
import { describeApi } from './api';

// The SDK's types are generated from the committed document: a change to the API that does not
// rewrite it fails here.
describe('apps/api/openapi.json', () => {
  it('is the document the API describes (rewrite both documents with `pnpm openapi`)', async () => {
    const committed: unknown = JSON.parse(readFileSync(join(__dirname, '..', 'openapi.json'), 'utf8'));
    expect(JSON.parse(JSON.stringify(await describeApi(loadConfig({}))))).toEqual(committed);
  });
});
