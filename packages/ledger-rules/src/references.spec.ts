import { referenceErrors } from './references';

describe('referenceErrors', () => {
  const notAsset = (record: { type: string }) => (record.type === 'asset' ? undefined : 'must be an asset account');
  it.each([
    ['an active record', { type: 'asset', archived: false }, undefined, []],
    ['an active record of the kind', { type: 'asset', archived: false }, notAsset, []],
    ['none such (undefined)', undefined, notAsset, ['is not an account of this business']],
    ['none such (null)', null, undefined, ['is not an account of this business']],
    ['an archived record', { type: 'asset', archived: true }, notAsset, ['is archived']],
    ['a record of another kind', { type: 'income', archived: false }, notAsset, ['must be an asset account']],
    ['an archived record of another kind: the kind first', { type: 'income', archived: true }, notAsset, ['must be an asset account']],
  ])('%s', (_, record, kind, messages) => {
    expect(referenceErrors('deposit_account_id', record, 'an account', kind)).toEqual(messages.map((message) => ({ field: 'deposit_account_id', message })));
  });

  it('names what the record must be', () => {
    expect(referenceErrors('lines.2.item_id', undefined, 'an item')).toEqual([{ field: 'lines.2.item_id', message: 'is not an item of this business' }]);
  });
});
