// Writes src/generated/api.ts: the TypeScript types of the API's OpenAPI document
// (apps/api/openapi.json), made by openapi-typescript and formatted with the repository's Prettier
// settings. With --check it writes nothing: it generates into memory and fails when the committed
// file differs, so an API change that forgets `pnpm --filter @ledgerline/sdk generate` fails the build.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

const documentPath = fileURLToPath(new URL('../../../apps/api/openapi.json', import.meta.url));
const outputPath = fileURLToPath(new URL('../src/generated/api.ts', import.meta.url));
const HEADER = '// Generated from apps/api/openapi.json by packages/sdk/scripts/generate.mjs (openapi-typescript). Do not edit.\n';

const document = JSON.parse(readFileSync(documentPath, 'utf8'));
// A field with a `default` stays optional: a request may leave it out and let the server fill it in.
const source = HEADER + astToString(await openapiTS(document, { defaultNonNullable: false }));
const options = { ...(await prettier.resolveConfig(outputPath)), filepath: outputPath };
const generated = await prettier.format(source, options);

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(outputPath, 'utf8');
  } catch {
    // missing: reported below as out of date
  }
  if (committed !== generated) {
    console.error(
      'packages/sdk/src/generated/api.ts is out of date with apps/api/openapi.json: run `npx -y pnpm@10.34.9 --filter @ledgerline/sdk generate` and commit it.',
    );
    process.exit(1);
  }
} else {
  writeFileSync(outputPath, generated);
}
