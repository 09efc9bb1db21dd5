import { Writable } from 'node:stream';
import { createLogger, PinoNestLogger } from './logger';

/** A logger writing into memory; `lines()` returns what it wrote, one parsed object per line. */
function memoryLogger(level = 'info', readable = false) {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const logger = createLogger(level, destination, readable);
  return {
    logger,
    text: () => chunks.join(''),
    lines: () =>
      chunks
        .join('')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
  };
}

describe('createLogger', () => {
  it('redacts credentials in request headers', () => {
    const { logger, text, lines } = memoryLogger();
    logger.info(
      {
        req: {
          method: 'GET',
          url: '/api/v1/business',
          headers: {
            authorization: 'Bearer sk_live_AAAA1111',
            cookie: 'session=BBBB2222',
            secret_key: 'sk_test_CCCC3333',
            'secret-key': 'sk_test_DDDD4444',
            host: 'localhost',
          },
        },
      },
      'request',
    );
    expect(text()).not.toMatch(/AAAA1111|BBBB2222|CCCC3333|DDDD4444/);
    expect(lines()[0].req.headers).toEqual({
      authorization: '[redacted]',
      cookie: '[redacted]',
      secret_key: '[redacted]',
      'secret-key': '[redacted]',
      host: 'localhost',
    });
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

describe('createLogger for a terminal (readable)', () => {
  it('writes one line per message with its time and level, a request as method, path, status and time', () => {
    const { logger, text } = memoryLogger('info', true);
    logger.info({ context: 'RateLimiter' }, 'store ready');
    logger
      .child({ reqId: 'r1' })
      .info({ req: { method: 'GET', url: '/api/v1/business', host: 'localhost' }, res: { statusCode: 200 }, responseTime: 3.4 }, 'request completed');
    const lines = text().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: RateLimiter: store ready$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/v1\/business 200 3 ms$/);
  });

  it('still redacts secrets', () => {
    const { logger, text } = memoryLogger('info', true);
    logger.warn({ api_key: 'JJJJ0000', input: { password: 'KKKK1111' } }, 'refused');
    expect(text()).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: refused /);
    expect(text()).not.toMatch(/JJJJ0000|KKKK1111/);
    expect(text()).toContain('[redacted]');
  });
});

describe('PinoNestLogger', () => {
  it('logs Nest’s start-up chatter (its `log` level: modules, mapped routes) at debug, the rest at its own level', () => {
    const { logger, lines } = memoryLogger('trace');
    const nest = new PinoNestLogger(logger);
    nest.log('Mapped {/api/v1/business, GET} route', 'RouterExplorer');
    nest.warn('slow', 'RateLimiter');
    nest.error('broken', 'at x', 'NestApplication');
    nest.debug('detail');
    nest.verbose('more detail');
    expect(lines().map(({ level, msg, context }) => [level, msg, context])).toEqual([
      [20, 'Mapped {/api/v1/business, GET} route', 'RouterExplorer'],
      [40, 'slow', 'RateLimiter'],
      [50, 'broken', 'NestApplication'],
      [20, 'detail', undefined],
      [10, 'more detail', undefined],
    ]);
  });

  it('at the default level, shows none of the start-up chatter', () => {
    const { logger, text } = memoryLogger('info');
    new PinoNestLogger(logger).log('AppModule dependencies initialized', 'InstanceLoader');
    expect(text()).toBe('');
  });
});
