import { Decimal } from '@ledgerline/ledger-rules';
import { DomainError } from '@ledgerline/envelope';
import { printParseErrorCode, visit } from 'jsonc-parser';

/** What any JSON body may hold, whatever the endpoint; DTOs then apply their own, tighter rules. */
export const JSON_LIMITS = {
  /** Objects and arrays nested inside each other, the body itself counting as 1. */
  depth: 32,
  /** Items of an array, keys of an object. */
  items: 1000,
  /** Characters of a string value. */
  stringLength: 10_000,
  /** Characters of an object key. */
  keyLength: 255,
} as const;

/**
 * C0 controls but tab, line feed and carriage return; DEL; and lone UTF-16 surrogates, which
 * PostgreSQL refuses in jsonb. Never meaningful in a JSON text field.
 */
// eslint-disable-next-line no-control-regex
const UNCLEAN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** A JSON string (skipped) or a number literal, as they appear in a valid JSON text. */
const STRING_OR_NUMBER = /"[^"\\]*(?:\\.[^"\\]*)*"|-?\d[\d.eE+-]*/g;
const SHORT_INTEGER = /^-?\d{1,15}$/;

const invalid = (message: string) => new DomainError('invalid_json', message);
const field = (path: string, message: string) => DomainError.validation([{ field: path || 'body', message }]);

/** Walks a parsed body (JSON or form): nesting, sizes, keys and text, reporting the first problem by its path. */
export function checkBody(value: unknown, path = '', depth = 0): void {
  if (typeof value === 'string') {
    if (value.length > JSON_LIMITS.stringLength) throw field(path, `must be at most ${JSON_LIMITS.stringLength} characters`);
    if (UNCLEAN.test(value)) throw field(path, 'must not contain control characters or invalid Unicode');
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth > JSON_LIMITS.depth) throw invalid(`Request body is nested deeper than ${JSON_LIMITS.depth} levels`);
  const entries = Object.entries(value);
  if (entries.length > JSON_LIMITS.items) throw field(path, `must have at most ${JSON_LIMITS.items} ${Array.isArray(value) ? 'items' : 'keys'}`);
  for (const [key, item] of entries) {
    if (key === '__proto__' || key === 'constructor') throw invalid('Request body must not contain __proto__ or constructor keys');
    if (key.length > JSON_LIMITS.keyLength || UNCLEAN.test(key))
      throw field(path, `has a key that is longer than ${JSON_LIMITS.keyLength} characters or holds control characters or invalid Unicode`);
    checkBody(item, path ? `${path}.${key}` : key, depth + 1);
  }
}

/**
 * Every number must be what its text says: at most 2^53 − 1 in magnitude and exactly the double
 * JSON.parse made of it (so 0.1 passes; 1e400 and 0.10000000000000001 do not). A JSON number
 * in the parsed body is then its own exact decimal value, which is what lets amounts arrive as
 * numbers without a float ever standing in for money.
 */
function checkNumbers(text: string): void {
  for (const [token] of text.matchAll(STRING_OR_NUMBER)) {
    if (token.startsWith('"') || SHORT_INTEGER.test(token)) continue;
    const value = Number(token);
    if (Math.abs(value) > Number.MAX_SAFE_INTEGER || !new Decimal(token).eq(value)) {
      throw invalid(`The number ${token.slice(0, 40)} is out of range or more precise than a JSON number can carry here; send it as a decimal string`);
    }
  }
}

/** What is wrong, in words, for each error jsonc-parser names. */
const SYNTAX_ERRORS: Record<Exclude<ReturnType<typeof printParseErrorCode>, '<unknown ParseErrorCode>'>, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: "expected ':'",
  CommaExpected: "expected ','",
  CloseBraceExpected: "expected '}'",
  CloseBracketExpected: "expected ']'",
  EndOfFileExpected: 'unexpected text after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed',
  UnexpectedEndOfComment: 'comments are not allowed',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'incomplete number',
  InvalidUnicode: 'invalid \\u escape',
  InvalidEscapeCharacter: 'invalid escape sequence',
  InvalidCharacter: 'control character in a string',
};

/**
 * Where and why `text` (which JSON.parse refused) is not JSON: Node 20's JSON.parse does not
 * always say where, so jsonc-parser, strict, finds the first error. Its parser recurses, so text
 * nested some thousands of levels deep is only said to be invalid.
 */
function syntaxError(text: string): DomainError {
  let where: string | undefined;
  try {
    visit(
      text,
      {
        onError: (error, offset, _length, line, column) => {
          const name = printParseErrorCode(error) as keyof typeof SYNTAX_ERRORS;
          const found = name === 'InvalidSymbol' ? ` ${JSON.stringify(text[offset])}` : '';
          where ??= `at line ${line + 1}, column ${column + 1}: ${SYNTAX_ERRORS[name]}${found}`;
        },
      },
      { disallowComments: true, allowTrailingComma: false },
    );
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
  }
  return invalid(where ? `Invalid JSON ${where}` : 'Request body is not valid JSON');
}

/**
 * A request body: a JSON object within `JSON_LIMITS`, every number exact. Malformed text (said
 * where), `__proto__`/`constructor` keys, too deep nesting and unrepresentable numbers are
 * `invalid_json`; an oversized or unclean value is `validation_failed` naming its path. Empty text is `{}`.
 */
export function parseJsonBody(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw syntaxError(text);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid('Request body must be a JSON object');
  checkBody(parsed, '', 1);
  checkNumbers(text);
  return parsed as Record<string, unknown>;
}
