import { Writable } from 'node:stream';
import { createLogger } from './logger';

/** A logger writing into memory; `lines()` returns what it wrote, one parsed object per line. */
function memoryLogger(level = 'info') {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(level, destination);
  return { logger, text: () => chunks.join(''), lines: () => chunks.join('').trim().split('\n').map((line) => JSON.parse(line)) };
}

describe('createLogger', () => {
  it('redacts credentials in request headers', () => {
    const { logger, text, lines } = memoryLogger();
    logger.info(
      { req: { method: 'GET', url: '/api/v1/business', headers: { authorization: 'Bearer sk_live_AAAA1111', cookie: 'session=BBBB2222', secret_key: 'sk_test_CCCC3333', 'secret-key': 'sk_test_DDDD4444', host: 'localhost' } } },
      'request',
    );
    expect(text()).not.toMatch(/AAAA1111|BBBB2222|CCCC3333|DDDD4444/);
    expect(lines()[0].req.headers).toEqual({ authorization: '[redacted]', cookie: '[redacted]', secret_key: '[redacted]', 'secret-key': '[redacted]', host: 'localhost' });
    expect(lines()[0].req.url).toBe('/api/v1/business');
  });

  it('redacts a set-cookie response header', () => {
    const { logger, text } = memoryLogger();
    logger.info({ res: { statusCode: 200, headers: { 'set-cookie': 'session=EEEE5555' } } }, 'response');
    expect(text()).not.toContain('EEEE5555');
    expect(text()).toContain('[redacted]');
  });

  it.each(['password', 'secret', 'api_key', 'access_token', 'refresh_token', 'keys'])('redacts %s at the top level and one level down', (field) => {
    const { logger, text, lines } = memoryLogger();
    logger.info({ [field]: 'FFFF6666' }, 'top level');
    logger.info({ input: { email: 'owner@example.test', [field]: 'GGGG7777' } }, 'nested');
    expect(text()).not.toMatch(/FFFF6666|GGGG7777/);
    const [top, nested] = lines();
    expect(top[field]).toBe('[redacted]');
    expect(nested.input).toEqual({ email: 'owner@example.test', [field]: '[redacted]' });
  });

  it('redacts the keys of a created business', () => {
    const { logger, text } = memoryLogger();
    logger.info({ created: { business_id: 'b1', keys: { production: 'sk_live_HHHH8888', sandbox: 'sk_test_IIII9999' } } }, 'business created');
    expect(text()).not.toMatch(/HHHH8888|IIII9999/);
    expect(text()).toContain('b1');
  });

  it('writes nothing below its level', () => {
    const { logger, text } = memoryLogger('warn');
    logger.info('not shown');
    logger.warn('shown');
    expect(text()).not.toContain('not shown');
    expect(text()).toContain('shown');
  });
});
