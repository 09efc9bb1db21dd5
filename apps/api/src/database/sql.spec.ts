import { scoped, Sql } from './sql';

describe('Sql', () => {
  it('numbers parameters in the order they are added', () => {
    const q = new Sql();
    expect([q.param('a'), q.param(2), q.param(null)]).toEqual(['$1', '$2', '$3']);
    expect(q.values).toEqual(['a', 2, null]);
  });
});

describe('scoped', () => {
  const scope = { businessId: '0194f0c8-0000-7000-8000-000000000001', environment: 'sandbox' } as const;

  it('writes the tenant predicate with the scope as parameters, added once however often it is written', () => {
    const q = scoped(scope);
    const id = q.param('x');
    expect(`${q.tenant('s')} AND s.id = ${id} AND ${q.tenant()}`).toBe(
      's.business_id = $2 AND s.environment = $3 AND s.id = $1 AND business_id = $2 AND environment = $3',
    );
    expect(q.values).toEqual(['x', scope.businessId, 'sandbox']);
  });

  it('gives the business and environment placeholders for the values of an insert', () => {
    const q = scoped(scope);
    expect([q.business, q.environment, q.tenant()]).toEqual(['$1', '$2', 'business_id = $1 AND environment = $2']);
  });
});
