import { createServer, type Server } from 'node:net';
import { ConfigError, loadConfig } from './config';
import { assertPortFree, startupFailure, StartupError } from './startup';

/** The error `listen` gives for a port another program holds. */
function listenError(code: string, port: number): Error {
  return Object.assign(new Error(`listen ${code}: address already in use 127.0.0.1:${port}`), { code, syscall: 'listen', address: '127.0.0.1', port });
}

describe('startupFailure', () => {
  const config = loadConfig({ PRODUCTION_PORT: '9443', SANDBOX_PORT: '9444', AUTH_PORT: '9445', EMBEDDED_PG_PORT: '9432' });

  it.each([
    ['PRODUCTION_PORT', 9443],
    ['SANDBOX_PORT', 9444],
    ['AUTH_PORT', 9445],
    ['EMBEDDED_PG_PORT', 9432],
  ])('names %s when its port is taken, and says what to do', (variable, port) => {
    expect(startupFailure(listenError('EADDRINUSE', port), config)).toBe(
      `Port ${port} (${variable}) is in use by another program: stop that program, or set ${variable} to a free port`,
    );
  });

  it('says a port below 1024 needs privileges', () => {
    expect(startupFailure(listenError('EACCES', 9443), config)).toBe(
      'Port 9443 (PRODUCTION_PORT) needs more privileges than this user has: set PRODUCTION_PORT to a port above 1023',
    );
  });

  it('prints the message of a start-up or configuration error as it is', () => {
    expect(startupFailure(new StartupError('Embedded PostgreSQL stopped during start-up (FATAL: x): see /d/postgres.log'))).toBe(
      'Embedded PostgreSQL stopped during start-up (FATAL: x): see /d/postgres.log',
    );
    expect(startupFailure(new ConfigError('Invalid configuration: AUTH_PORT must be an integer number'))).toBe(
      'Invalid configuration: AUTH_PORT must be an integer number',
    );
  });

  it('names DATABASE_URL when its server cannot be reached', () => {
    const withDatabase = loadConfig({ DATABASE_URL: 'postgres://app@db.internal/ledgerline' });
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.7:5432'), {
      code: 'ECONNREFUSED',
      syscall: 'connect',
      address: '10.0.0.7',
      port: 5432,
    });
    expect(startupFailure(refused, withDatabase)).toBe(
      'Cannot reach the PostgreSQL of DATABASE_URL (connect ECONNREFUSED 10.0.0.7:5432): check that it is running there, or correct DATABASE_URL',
    );
    const unknown = Object.assign(new Error('getaddrinfo ENOTFOUND db.internal'), { code: 'ENOTFOUND', syscall: 'getaddrinfo', hostname: 'db.internal' });
    expect(startupFailure(unknown, withDatabase)).toBe(
      'Cannot reach the PostgreSQL of DATABASE_URL (getaddrinfo ENOTFOUND db.internal): check that it is running there, or correct DATABASE_URL',
    );
  });

  it('gives any other error one line, never a stack trace or a bare undefined', () => {
    const error = new Error('connect ECONNREFUSED 127.0.0.1:5432\nmore detail');
    expect(startupFailure(error, config)).toBe('Start-up failed: connect ECONNREFUSED 127.0.0.1:5432');
    expect(startupFailure(undefined)).toBe('Start-up failed: no reason was given');
    expect(startupFailure(new Error(''))).toBe('Start-up failed: Error');
  });
});

describe('assertPortFree', () => {
  it('passes for a free port and rejects with EADDRINUSE naming the port for a taken one', async () => {
    const holder: Server = await new Promise((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
    });
    const { port } = holder.address() as { port: number };
    try {
      await expect(assertPortFree(port, '127.0.0.1')).rejects.toMatchObject({ code: 'EADDRINUSE', syscall: 'listen', port });
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
    await expect(assertPortFree(port, '127.0.0.1')).resolves.toBeUndefined();
  });
});
