import { connect, type Socket } from 'node:net';
import { systemResolver, type Resolver } from '@ledgerline/domain';

/**
 * How webhook deliveries reach the network: the resolver that looks a host up, and the connector
 * that opens a TCP connection to the address checked (never a host name, so nothing is looked up
 * twice). Injected: the tests' connector refuses anything but loopback.
 */
export interface WebhookNetwork {
  resolve: Resolver;
  connect(address: string, port: number): Socket;
}

export const WEBHOOK_NETWORK = Symbol('WEBHOOK_NETWORK');

/** The machine's own resolver (every A and AAAA answer) and TCP. */
export const SYSTEM_NETWORK: WebhookNetwork = {
  resolve: systemResolver,
  connect: (address, port) => connect({ host: address, port }),
};
