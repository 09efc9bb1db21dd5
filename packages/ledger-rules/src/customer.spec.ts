import { customerErrors } from './customer';

describe('customerErrors', () => {
  it.each([
    ['none named (a sale without a customer)', undefined, []],
    ['an active customer of the business', { archived: false }, []],
    ['no such customer of the business', null, [{ field: 'customer_id', message: 'is not a customer of this business' }]],
    ['an archived customer', { archived: true }, [{ field: 'customer_id', message: 'is archived' }]],
  ])('%s', (_, customer, expected) => {
    expect(customerErrors(customer)).toEqual(expected);
  });
});
