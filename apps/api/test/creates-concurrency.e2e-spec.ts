// Creates of one business sent at once share commits (group commit): each still answers as it would
// alone, a taken unique value is still a 409 for the one caller, and every record has its event.
import { ACCOUNTS, CUSTOMERS, eventsOf, ITEMS, TAX_RATES } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform, type TestBusiness } from './harness';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

const PATHS = [ACCOUNTS, CUSTOMERS, ITEMS, TAX_RATES];

/** 8 creates of each kind sent at once; `taken` repeats one account name and one customer `external_id`. */
function createAll(business: TestBusiness, taken: boolean) {
  const api = business.sandbox;
  const repeat = (i: number) => (taken ? i % 7 : i);
  return Promise.all([
    ...Array.from({ length: 8 }, (_, i) => api.post(ACCOUNTS, { name: `Rent ${repeat(i)}`, type: 'expense' })),
    ...Array.from({ length: 8 }, (_, i) => api.post(CUSTOMERS, { name: `Customer ${i}`, external_id: `crm-${repeat(i)}` })),
    ...Array.from({ length: 8 }, (_, i) => api.post(ITEMS, { name: `Item ${i}`, unit_price: '4.50' })),
    ...Array.from({ length: 8 }, (_, i) => api.post(TAX_RATES, { name: `Tax ${i}`, rate: '7.5' })),
  ]);
}

/** The `*.created` events of the records, and how many transactions wrote them (xmin). */
async function createdEvents(businessId: string) {
  const events = (await eventsOf(platform.db, businessId)).filter((event) => /^(account|customer|item|tax_rate)\.created$/.test(event.type));
  const [{ transactions }] = await platform.db.query(
    `SELECT count(DISTINCT xmin::text)::int AS transactions FROM events WHERE business_id = $1 AND environment = 'sandbox' AND type = ANY($2::text[])`,
    [businessId, ['account.created', 'customer.created', 'item.created', 'tax_rate.created']],
  );
  return { ids: events.map((event) => (event.data as { id: string }).id), transactions: transactions as number };
}

it('creates of accounts, customers, items and tax rates sent at once share transactions; each gets its record, its event and its place in the sequence', async () => {
  const business = await platform.createBusiness();
  const answers = await createAll(business, false);
  expect(answers.map((answer) => answer.status)).toEqual(Array(32).fill(201));
  const made = answers.map((answer) => answer.body.data.id as string);
  expect(new Set(made).size).toBe(32);

  const { ids, transactions } = await createdEvents(business.businessId);
  expect([...ids].sort()).toEqual([...made].sort());
  // Group commit: fewer transactions than records (one is each record's own, alone).
  expect(transactions).toBeLessThan(32);
  const sequences = (await eventsOf(platform.db, business.businessId)).map((event) => event.sequence);
  expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
  for (const [index, path] of PATHS.entries()) {
    const listed = ((await business.sandbox.get(`${path}?limit=100`)).body.data as { id: string }[]).map((row) => row.id);
    expect(listed).toEqual(expect.arrayContaining(made.slice(index * 8, index * 8 + 8)));
  }
});

it('a taken name or external_id among creates sent at once is a 409 for that caller alone; the others are written with their events', async () => {
  const business = await platform.createBusiness();
  const answers = await createAll(business, true);
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(30);
  const conflicts = answers.filter((answer) => answer.status === 409).map((answer) => answer.body.errors[0].field);
  expect(conflicts.sort()).toEqual(['external_id', 'name']);
  const made = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.data.id as string);
  expect([...(await createdEvents(business.businessId)).ids].sort()).toEqual([...made].sort());
});
