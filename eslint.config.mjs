// One ESLint configuration for the workspace (typescript-eslint, type-aware). `pnpm lint` runs it
// in every package, beside Prettier (formatting is Prettier's alone: eslint-config-prettier).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

/**
 * A tenant predicate is written by `ScopedSql.tenant()` (packages/domain/src/database/sql.ts) alone: no SQL
 * text may compare `business_id` with a positional parameter (`$1`) or with an interpolated value
 * (`${p.param(…)}`), only with another alias's `business_id` (a join).
 */
const tenantPredicate = {
  meta: {
    type: 'problem',
    messages: {
      byHand: 'Write the tenant predicate with scoped(scope).tenant() or businessWide(id).business() (packages/domain/src/database/sql.ts), not by hand.',
    },
  },
  create(context) {
    const positional = /business_id\s*=\s*\$\d/;
    return {
      Literal(node) {
        if (typeof node.value === 'string' && positional.test(node.value)) context.report({ node, messageId: 'byHand' });
      },
      TemplateLiteral(node) {
        node.quasis.forEach((quasi, index) => {
          const interpolated = index < node.expressions.length && /business_id\s*=\s*$/.test(quasi.value.raw);
          const join = /^\.business_id\b/.test(node.quasis[index + 1]?.value.raw ?? '');
          if (positional.test(quasi.value.raw) || (interpolated && !join)) context.report({ node: quasi, messageId: 'byHand' });
        });
      },
    };
  },
};

export default tseslint.config(
  // packages/sdk/src/generated is openapi-typescript's output (its comments are the document's descriptions, any length).
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-artifacts/**',
      'bench/results/**',
      '**/*.js',
      '**/*.mjs',
      'packages/sdk/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Promises are awaited, returned or explicitly voided: a forgotten one loses its error.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      eqeqeq: ['error', 'always'],
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // The accounting rules stay pure: no database, no framework, no Node APIs, no other workspace
    // package (@ledgerline/envelope pulls in Nest, @ledgerline/domain TypeORM), so they run and are
    // tested anywhere, and persistence lives apart from them. Its package.json is checked too (src/package.spec.ts).
    files: ['packages/ledger-rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['typeorm', 'typeorm/*', 'pg', 'pg/*', 'class-validator', 'class-transformer'],
              message: 'ledger-rules is pure: persistence and validation live apart from it.',
            },
            { group: ['@nestjs/*', '@ledgerline/*'], message: 'ledger-rules is pure: no framework and no other workspace package.' },
            { group: ['node:*'], message: 'ledger-rules is pure: no Node APIs.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/*/src/**/*.ts', 'packages/*/src/**/*.ts'],
    ignores: ['packages/domain/src/database/sql.ts', 'packages/testing/**', '**/*.spec.ts', '**/*.int-spec.ts'],
    plugins: { ledgerline: { rules: { 'tenant-predicate': tenantPredicate } } },
    rules: { 'ledgerline/tenant-predicate': 'error' },
  },
  {
    // Tests read response bodies loosely (TestResponse's body is `any` unless typed), and load
    // ES-module-only clients with require() (see apps/api/jest.config.js).
    files: ['**/test/**/*.ts', '**/*.spec.ts', '**/*.int-spec.ts', 'packages/testing/src/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
  {
    // After eslint-config-prettier, which turns max-len off. Prettier keeps code within 160
    // characters but never breaks a string, an SQL template or a comment: those lines are ours.
    files: ['**/*.ts'],
    rules: { 'max-len': ['error', { code: 160, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true }] },
  },
);
