import { DomainError } from '@ledgerline/envelope';
import { JSON_LIMITS, parseJsonBody } from './json-body';

/** The DomainError `parseJsonBody` throws for `text`. */
function refusal(text: string): DomainError {
  try {
    parseJsonBody(text);
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error(`accepted: ${text.slice(0, 80)}`);
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('parseJsonBody', () => {
  it('parses an object, and reads empty text as {}', () => {
    expect(parseJsonBody('{"name":"Shop","lines":[{"quantity":2,"unit_price":"9.99"}],"ok":true,"none":null}')).toEqual({
      name: 'Shop',
      lines: [{ quantity: 2, unit_price: '9.99' }],
      ok: true,
      none: null,
    });
    expect(parseJsonBody('  \n')).toEqual({});
  });

  it.each([
    ['{"a":', 'Invalid JSON at line 1, column 6: expected a value'],
    ['nope', 'Invalid JSON at line 1, column 1: unexpected character "n"'],
    ['{"a":1}{', 'Invalid JSON at line 1, column 8: unexpected text after the end of the JSON value'],
    ["{'a':1}", 'Invalid JSON at line 1, column 2: unexpected character "\'"'],
    ['{\n  "name": "Shop",\n  oops\n}', 'Invalid JSON at line 3, column 3: unexpected character "o"'],
    ['{\r\n  "lines": [1 2]\r\n}', "Invalid JSON at line 2, column 15: expected ','"],
    ['{"a":1,}', 'Invalid JSON at line 1, column 8: expected a property name in double quotes'],
    ['[1,]', 'Invalid JSON at line 1, column 4: expected a value'],
    ['{"a" 1}', "Invalid JSON at line 1, column 6: expected ':'"],
    ['{"a":"half', 'Invalid JSON at line 1, column 6: unterminated string'],
    ['{"a":"\\x"}', 'Invalid JSON at line 1, column 6: invalid escape sequence'],
    ['{"a":1.}', 'Invalid JSON at line 1, column 6: incomplete number'],
    ['{/* note */"a":1}', 'Invalid JSON at line 1, column 2: comments are not allowed'],
    ['\ufeff{}', 'Invalid JSON at line 1, column 1: unexpected character "\ufeff"'],
  ])('refuses malformed text %p as invalid_json, saying where and why', (text, message) => {
    expect(refusal(text)).toMatchObject({ code: 'invalid_json', message });
  });

  it('says only that text too deeply nested to locate its error is invalid', () => {
    expect(refusal(`{"a":${'['.repeat(100_000)}`)).toMatchObject({ code: 'invalid_json', message: 'Request body is not valid JSON' });
  });

  it.each(['[]', '"text"', '42', 'null', 'true'])('refuses a top-level %s: the body must be an object', (text) => {
    expect(refusal(text)).toMatchObject({ code: 'invalid_json', message: 'Request body must be a JSON object' });
  });

  it.each(['{"__proto__":{"polluted":true}}', '{"\\u005f_proto__":1}', '{"a":[{"b":{"constructor":{"prototype":{}}}}]}'])(
    'refuses __proto__ and constructor keys at any depth: %s',
    (text) => {
      expect(refusal(text)).toMatchObject({ code: 'invalid_json', message: expect.stringMatching(/__proto__ or constructor/) });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it(`accepts nesting to depth ${JSON_LIMITS.depth} (the body counting as 1) and refuses one more`, () => {
    expect(parseJsonBody(`{"a":${nested(JSON_LIMITS.depth - 1)}}`)).toHaveProperty('a');
    expect(refusal(`{"a":${nested(JSON_LIMITS.depth)}}`)).toMatchObject({
      code: 'invalid_json',
      message: `Request body is nested deeper than ${JSON_LIMITS.depth} levels`,
    });
  });

  it('refuses half a million levels quickly, without overflowing the stack', () => {
    const started = Date.now();
    expect(refusal(`{"a":${nested(500_000)}}`).code).toBe('invalid_json');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it(`bounds arrays and objects to ${JSON_LIMITS.items} entries, naming the field`, () => {
    expect(parseJsonBody(JSON.stringify({ lines: Array(JSON_LIMITS.items).fill(0) }))).toHaveProperty('lines');
    expect(refusal(JSON.stringify({ lines: Array(JSON_LIMITS.items + 1).fill(0) }))).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'lines', message: `must have at most ${JSON_LIMITS.items} items` }],
    });
    const wide = Object.fromEntries(Array.from({ length: JSON_LIMITS.items + 1 }, (_, i) => [`k${i}`, i]));
    expect(refusal(JSON.stringify({ metadata: wide }))).toMatchObject({
      errors: [{ field: 'metadata', message: `must have at most ${JSON_LIMITS.items} keys` }],
    });
    expect(refusal(JSON.stringify(wide))).toMatchObject({ errors: [{ field: 'body' }] });
  });

  it(`bounds strings to ${JSON_LIMITS.stringLength} characters and keys to ${JSON_LIMITS.keyLength}, naming the path`, () => {
    expect(parseJsonBody(JSON.stringify({ notes: 'n'.repeat(JSON_LIMITS.stringLength) }))).toHaveProperty('notes');
    expect(refusal(JSON.stringify({ lines: [{ description: 'd'.repeat(JSON_LIMITS.stringLength + 1) }] }))).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'lines.0.description', message: `must be at most ${JSON_LIMITS.stringLength} characters` }],
    });
    expect(refusal(JSON.stringify({ metadata: { ['k'.repeat(JSON_LIMITS.keyLength + 1)]: 'v' } }))).toMatchObject({ errors: [{ field: 'metadata' }] });
  });

  it.each([
    ['NUL', '"a\\u0000b"'],
    ['BEL', '"ring\\u0007"'],
    ['escape', '"\\u001b[31m"'],
    ['DEL', '"\\u007f"'],
    ['a lone high surrogate', '"\\ud800"'],
    ['a lone low surrogate', '"x\\udc00"'],
  ])('refuses %s in a string, naming the path', (_, json) => {
    expect(refusal(`{"customer":{"name":${json}}}`)).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'customer.name', message: 'must not contain control characters or invalid Unicode' }],
    });
    expect(refusal(`{"metadata":{${json}:"v"}}`)).toMatchObject({ code: 'validation_failed', errors: [{ field: 'metadata' }] });
  });

  it('keeps tabs, line breaks and surrogate pairs', () => {
    expect(parseJsonBody('{"notes":"a\\tb\\r\\nc \\ud83d\\ude00"}')).toEqual({ notes: 'a\tb\r\nc 😀' });
  });

  it.each(['0', '-0', '12.5', '0.1', '0.30000000000000004', '1E2', '-1.5e-7', '9007199254740991', '-9007199254740991', '123456789012345'])(
    'accepts the exactly representable number %s',
    (number) => {
      expect(parseJsonBody(`{"n":${number}}`)).toEqual({ n: Number(number) });
    },
  );

  it.each([
    '1e400',
    '-1e400',
    '9007199254740993',
    '9007199254740992',
    '1e300',
    '0.10000000000000001',
    '19.9900000000000000001',
    '1e-400',
    '123456789012345678',
  ])('refuses the number %s, which the parsed double would not hold exactly or which is out of range', (number) => {
    expect(refusal(`{"lines":[{"amount":${number}}]}`)).toMatchObject({ code: 'invalid_json', message: expect.stringContaining(`The number ${number}`) });
  });

  it('leaves numbers inside strings alone', () => {
    expect(parseJsonBody('{"amount":"1e400","note":"0.10000000000000001 \\"9007199254740993\\""}')).toEqual({
      amount: '1e400',
      note: '0.10000000000000001 "9007199254740993"',
    });
  });
});
