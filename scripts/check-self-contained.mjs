// The project stands on its own: no tracked file names a path outside the repository, and every
// relative link in the documentation leads to a file of the repository. Part of `pnpm lint`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
// Words that only make sense next to files this repository does not have.
const OUTSIDE = [/\.\.\/shared\b/, /CONTRACT\.md/, /\bcontract section\b/i];
const LINK = /\]\(([^)\s]+)\)/g;
const problems = [];

for (const file of files) {
  if (file === 'pnpm-lock.yaml' || !/\.(ts|mjs|js|json|md|ya?ml|sh|Dockerfile)$|^\.ci\/|Dockerfile$/.test(file)) continue;
  const text = readFileSync(join(root, file), 'utf8');
  text.split('\n').forEach((line, index) => {
    for (const pattern of OUTSIDE) if (pattern.test(line)) problems.push(`${file}:${index + 1}: refers outside the repository (${pattern.source})`);
    if (!file.endsWith('.md')) return;
    for (const [, target] of line.matchAll(LINK)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const path = resolve(dirname(join(root, file)), decodeURIComponent(target.split('#')[0]));
      if (relative(root, path).startsWith('..')) problems.push(`${file}:${index + 1}: link leaves the repository: ${target}`);
      else if (!existsSync(path)) problems.push(`${file}:${index + 1}: link to a missing file: ${target}`);
    }
  });
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`self-contained: ${files.length} tracked files checked`);
