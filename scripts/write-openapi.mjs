// Writes the committed OpenAPI documents from the built apps (run `pnpm build` first):
// apps/api/openapi.json (the SDK's types are generated from it) and apps/auth/openapi.json.
// Each app's unit tests fail while its committed document is not the current one.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
execFileSync(process.execPath, [join(root, 'apps/api/dist/cli.js'), 'openapi', '--out', join(root, 'apps/api/openapi.json')], { stdio: 'inherit' });
const { buildAuthDocument } = createRequire(import.meta.url)(join(root, 'apps/auth/dist/openapi.js'));
writeFileSync(join(root, 'apps/auth/openapi.json'), `${JSON.stringify(buildAuthDocument(), null, 2)}\n`);
console.log('Wrote apps/api/openapi.json and apps/auth/openapi.json');
