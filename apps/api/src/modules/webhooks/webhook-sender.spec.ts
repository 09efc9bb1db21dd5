import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import type { WebhookNetwork } from './webhook-network';
import { receiverConnections, sendAttempt } from './webhook-sender';

// The connections to receivers are kept open between attempts, and each is opened to the address
// that was checked, never to the URL's host name. Only a receiver on 127.0.0.1 is ever reached.

let server: Server;
let port: number;
const connections: string[] = [];
const hosts: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    hosts.push(request.headers.host ?? '');
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  server.on('connection', (socket) => connections.push(`${socket.remoteAddress}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  connections.length = 0;
  hosts.length = 0;
});

/** A network that notes every address it is asked to connect to and refuses all but 127.0.0.1. */
function loopbackNetwork(asked: string[]): WebhookNetwork {
  return {
    resolve: () => Promise.reject(new Error('nothing is looked up here')),
    connect: (address, to) => {
      asked.push(`${address}:${to}`);
      if (address !== '127.0.0.1') throw new Error(`refused: ${address}`);
      return connect({ host: address, port: to });
    },
  };
}

const target = (host: string, address: string) => ({ url: new URL(`http://${host}:${port}/in`), address, port });

it('sends attempts to one receiver over one kept-open connection, to the checked address', async () => {
  const asked: string[] = [];
  const agent = receiverConnections(loopbackNetwork(asked));
  try {
    for (let i = 0; i < 3; i++) {
      const outcome = await sendAttempt(agent, target('hooks.example.test', '127.0.0.1'), { 'webhook-id': `evt_${i}` }, '{}', 5000);
      expect([outcome.status, outcome.error]).toEqual([204, null]);
    }
    expect(asked).toEqual([`127.0.0.1:${port}`]);
    expect(connections).toHaveLength(1);
    expect(hosts).toEqual(Array(3).fill(`hooks.example.test:${port}`));
  } finally {
    agent.destroy();
  }
});

it('shares a plain-http connection between host names at one address (each request names its host)', async () => {
  const asked: string[] = [];
  const agent = receiverConnections(loopbackNetwork(asked));
  try {
    await sendAttempt(agent, target('a.example.test', '127.0.0.1'), {}, '{}', 5000);
    await sendAttempt(agent, target('b.example.test', '127.0.0.1'), {}, '{}', 5000);
    expect(hosts).toEqual([`a.example.test:${port}`, `b.example.test:${port}`]);
    expect(asked).toEqual([`127.0.0.1:${port}`]);
    expect(connections).toHaveLength(1);
  } finally {
    agent.destroy();
  }
});

it('answers a refused address as an outcome, never reaching it', async () => {
  const asked: string[] = [];
  const agent = receiverConnections(loopbackNetwork(asked));
  try {
    const outcome = await sendAttempt(agent, target('hooks.example.test', '10.0.0.7'), {}, '{}', 5000);
    expect(outcome.status).toBeNull();
    expect(outcome.error).toBe('could not connect: refused: 10.0.0.7');
    expect(asked).toEqual([`10.0.0.7:${port}`]);
    expect(connections).toHaveLength(0);
  } finally {
    agent.destroy();
  }
});
