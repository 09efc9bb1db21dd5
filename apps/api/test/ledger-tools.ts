import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Decimal, formatAmount, journalAccountName } from '@ledgerline/ledger-rules';

const run = promisify(execFile);

/** Balances by account name as a tool reports them over a journal, amounts without the currency code. */
export type ToolBalances = Map<string, string>;

/** What a tool printed; the test fails when it cannot run (hledger and ledger are Debian packages that .ci/run installs). */
async function tool(command: string, args: string[]): Promise<string> {
  try {
    // hledger 1.25 reads a journal in the locale's encoding: under LANG=C any name beyond ASCII is "invalid byte sequence".
    const env = { ...process.env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' };
    const { stdout, stderr } = await run(command, args, { env, maxBuffer: 256 * 1024 * 1024 });
    if (stderr.trim()) throw new Error(`${command} wrote to stderr: ${stderr}`);
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${command} is not installed: apt-get install hledger ledger (see README, Tests)`, { cause: error });
    throw error;
  }
}

const amountOf = (text: string, currency: string): string => {
  const [code, value] = text.trim().split(/\s+/);
  if (code !== currency || value === undefined) throw new Error(`unexpected amount ${JSON.stringify(text)}`);
  return value;
};

/**
 * `hledger bal --strict` and `ledger --pedantic bal` over a journal's text, each account's balance
 * by its name (accounts at zero left out, as the tools do); with `cost`, at the prices the
 * postings carry (`-B`: an amount in another currency counts at its base amount).
 */
export async function toolBalances(journal: string, currency: string, cost = false): Promise<{ hledger: ToolBalances; ledger: ToolBalances }> {
  const dir = await mkdtemp(join(tmpdir(), 'ledgerline-journal-'));
  try {
    const file = join(dir, 'export.journal');
    await writeFile(file, journal);
    // In their strict modes, so that an account, commodity or tag the export uses without declaring it fails too.
    const atCost = cost ? ['-B'] : [];
    const hledgerCsv = await tool('hledger', ['-f', file, 'balance', '--strict', '--flat', '-N', ...atCost, '-O', 'csv']);
    const hledger: ToolBalances = new Map(
      hledgerCsv
        .trim()
        .split('\n')
        .slice(1)
        .filter(Boolean)
        .map((line) => {
          const [, account, amount] = /^"(.*)","(.*)"$/.exec(line) ?? [];
          return [account.replace(/""/g, '"'), amountOf(amount, currency)];
        }),
    );
    const ledgerText = await tool('ledger', [
      '-f',
      file,
      '--pedantic',
      'balance',
      ...atCost,
      '--flat',
      '--no-total',
      '--balance-format',
      '%(account)\t%(display_total)\n',
    ]);
    const ledger: ToolBalances = new Map(
      ledgerText
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [account, amount] = line.split('\t');
          return [account, amountOf(amount, currency)];
        }),
    );
    return { hledger, ledger };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A trial balance's rows as the tools would name and total them: non-zero debit-positive balances by journal account name. */
export function expectedBalances(
  rows: { account_id: string; code: string | null; name: string; type: string; debit: string; credit: string }[],
  currency: string,
): ToolBalances {
  return new Map(
    rows
      .map((row) => ({ name: journalAccountName({ id: row.account_id, ...row }), balance: new Decimal(row.debit).minus(row.credit) }))
      .filter((row) => !row.balance.isZero())
      .map((row) => [row.name, formatAmount(row.balance, currency)]),
  );
}

/** Where the tools' balances (`cost`: at cost, see `toolBalances`) differ from a trial balance's: one line per account, none when they agree. */
export async function toolDifferences(
  journal: string,
  currency: string,
  trialBalanceRows: Parameters<typeof expectedBalances>[0],
  cost = false,
): Promise<string[]> {
  const expected = expectedBalances(trialBalanceRows, currency);
  const { hledger, ledger } = await toolBalances(journal, currency, cost);
  const differences: string[] = [];
  for (const [name, balances] of [
    ['hledger', hledger],
    ['ledger', ledger],
  ] as const) {
    for (const account of new Set([...expected.keys(), ...balances.keys()]))
      if (expected.get(account) !== balances.get(account))
        differences.push(`${name}: ${account} is ${balances.get(account)}, trial balance ${expected.get(account)}`);
  }
  return differences;
}
