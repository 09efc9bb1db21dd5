import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults every documented setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      DATA_DIR: '.data',
      PRODUCTION_PORT: 8443,
      SANDBOX_PORT: 8444,
      AUTH_PORT: 8445,
      RATE_LIMIT_PER_MINUTE: 500,
      LOG_LEVEL: 'info',
      READ_CACHE_ENTRIES: 256,
      GROUP_COMMIT: 'on',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.TLS_CERT).toBeUndefined();
    expect(config.publicAuthUrl).toBe('https://localhost:8445');
  });

  it('reads numbers as numbers and takes the values given', () => {
    const config = loadConfig({
      DATA_DIR: '/var/lib/ledgerline',
      DATABASE_URL: 'postgresql://app:secret@db:5432/ledgerline',
      REDIS_URL: 'rediss://cache:6380',
      PRODUCTION_PORT: '9443',
      SANDBOX_PORT: '0',
      AUTH_PORT: '9445',
      PUBLIC_AUTH_URL: 'https://auth.example.com',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'silent',
      READ_CACHE_ENTRIES: '0',
      GROUP_COMMIT: 'off',
      TLS_CERT: '/etc/tls/cert.pem',
      TLS_KEY: '/etc/tls/key.pem',
    });
    expect(config).toMatchObject({
      PRODUCTION_PORT: 9443,
      SANDBOX_PORT: 0,
      AUTH_PORT: 9445,
      RATE_LIMIT_PER_MINUTE: 100000,
      LOG_LEVEL: 'silent',
      READ_CACHE_ENTRIES: 0,
      GROUP_COMMIT: 'off',
    });
    expect(config.DATABASE_URL).toBe('postgresql://app:secret@db:5432/ledgerline');
    expect(config.publicAuthUrl).toBe('https://auth.example.com');
  });

  it('keeps rate-limit counters in Redis when REDIS_URL is set, else in PostgreSQL, unless RATE_LIMIT_STORE says otherwise', () => {
    expect(loadConfig({}).rateLimitStore).toBe('postgres');
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).rateLimitStore).toBe('redis');
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379', RATE_LIMIT_STORE: 'postgres' }).rateLimitStore).toBe('postgres');
    for (const store of ['off', 'memory'] as const) expect(loadConfig({ RATE_LIMIT_STORE: store }).rateLimitStore).toBe(store);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PRODUCTION_PORT: '', DATABASE_URL: '' })).toMatchObject({ PRODUCTION_PORT: 8443, DATABASE_URL: undefined });
  });

  it.each([
    [{ PRODUCTION_PORT: 'abc' }, 'PRODUCTION_PORT', /must be an integer/],
    [{ SANDBOX_PORT: '1.5' }, 'SANDBOX_PORT', /must be an integer/],
    [{ AUTH_PORT: '70000' }, 'AUTH_PORT', /65535/],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, 'RATE_LIMIT_PER_MINUTE', /less than 1/],
    [{ RATE_LIMIT_PER_MINUTE: 'many' }, 'RATE_LIMIT_PER_MINUTE', /must be an integer/],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL', /one of the following values/],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL', /postgres:\/\//],
    [{ REDIS_URL: 'memcached://x' }, 'REDIS_URL', /redis:\/\//],
    [{ PUBLIC_AUTH_URL: 'http://localhost:8445' }, 'PUBLIC_AUTH_URL', /https:\/\//],
    [{ TLS_CERT: '/etc/tls/cert.pem' }, 'TLS_KEY', /TLS_CERT/],
    [{ TLS_KEY: '/etc/tls/key.pem' }, 'TLS_CERT', /TLS_KEY/],
    [{ RATE_LIMIT_STORE: 'disk' }, 'RATE_LIMIT_STORE', /one of the following values/],
    [{ RATE_LIMIT_STORE: 'redis' }, 'RATE_LIMIT_STORE', /needs REDIS_URL/],
    [{ API_WORKERS: '0' }, 'API_WORKERS', /less than 1/],
    [{ API_WORKER_HEAP_MIB: '32' }, 'API_WORKER_HEAP_MIB', /less than 64/],
    [{ READ_CACHE_ENTRIES: '-1' }, 'READ_CACHE_ENTRIES', /must be an integer/],
    [{ GROUP_COMMIT: 'yes' }, 'GROUP_COMMIT', /one of the following values/],
    [{ RATE_LIMIT_STORE: 'memory', API_WORKERS: '2' }, 'RATE_LIMIT_STORE', /needs API_WORKERS 1/],
  ])('%p stops with one line naming %s', (env, variable, reason) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const { message } = thrown as ConfigError;
    expect(message).not.toContain('\n');
    expect(message.startsWith(`Invalid configuration: ${variable} `)).toBe(true);
    expect(message).toMatch(reason);
  });
});
