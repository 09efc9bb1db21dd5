// Creates of one business sent at once share commits (group commit): each still answers as it would
// alone, a taken unique value is still a 409 for the one caller, and every record has its event.
import { ACCOUNTS, CUSTOMERS, eventsOf, ITEMS, TAX_RATES } from '@ledgerline/testing';
import { startTestPlatform, type TestPlatform } from './harness';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

it('accounts, customers, items and tax rates sent at once: distinct records, one 409 per taken value, one event per record in one unbroken sequence', async () => {
  const business = await platform.createBusiness();
  const api = business.sandbox;
  const requests = [
    ...Array.from({ length: 8 }, (_, i) => api.post(ACCOUNTS, { name: `Rent ${i % 7}`, type: 'expense' })), // "Rent 0" twice
    ...Array.from({ length: 8 }, (_, i) => api.post(CUSTOMERS, { name: `Customer ${i}`, external_id: `crm-${i % 7}` })), // "crm-0" twice
    ...Array.from({ length: 8 }, (_, i) => api.post(ITEMS, { name: `Item ${i}`, unit_price: '4.50' })),
    ...Array.from({ length: 8 }, (_, i) => api.post(TAX_RATES, { name: `Tax ${i}`, rate: '7.5' })),
  ];
  const answers = await Promise.all(requests);

  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(30);
  expect(statuses.filter((status) => status === 409)).toHaveLength(2);
  const conflicts = answers.filter((answer) => answer.status === 409).map((answer) => answer.body.errors[0].field);
  expect(conflicts.sort()).toEqual(['external_id', 'name']);

  // Each 201 is a stored record with its own id, and has exactly one `*.created` event, numbered
  // without gaps after the business's opening events.
  const made = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.data.id as string);
  expect(new Set(made).size).toBe(30);
  const events = (await eventsOf(platform.db, business.businessId)).filter((event) => /^(account|customer|item|tax_rate)\.created$/.test(event.type));
  expect(events.map((event) => (event.data as { id: string }).id).sort()).toEqual([...made].sort());
  const sequences = (await eventsOf(platform.db, business.businessId)).map((event) => event.sequence);
  expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
  for (const [index, path] of [ACCOUNTS, CUSTOMERS, ITEMS, TAX_RATES].entries()) {
    const listed = ((await api.get(`${path}?limit=100`)).body.data as { id: string }[]).map((row) => row.id);
    const ours = answers.slice(index * 8, index * 8 + 8).filter((answer) => answer.status === 201);
    expect(listed).toEqual(expect.arrayContaining(ours.map((answer) => answer.body.data.id)));
  }
});
