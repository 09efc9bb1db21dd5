import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Environment } from '../tenant';

/** Looks a host name up: every address it has (A and AAAA). Injected, so tests never ask DNS. */
export type Resolver = (host: string) => Promise<string[]>;

/** What an endpoint may subscribe to: `*`, a record type's prefix (`invoice.*`) or an event type (`invoice.paid`). */
export const WEBHOOK_EVENT_PATTERN = /^(\*|[a-z_]{1,50}\.(\*|[a-z_]{1,50}))$/;

/** The machine's own resolver: every A and AAAA answer. */
export const systemResolver: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((answer) => answer.address);

/** Why a delivery URL was refused: a message for `url` (docs/webhooks.md, Where deliveries may go). */
export class TargetRefused extends Error {}

/** Where a delivery connects: the address checked, never looked up again. */
export interface Target {
  url: URL;
  address: string;
  port: number;
}

/** Networks that are not globally routable (IANA special-purpose registries), by the name a refusal gives. */
const IPV4_BLOCKS: [string, number, string][] = [
  ['0.0.0.0', 8, 'a "this network" address'],
  ['10.0.0.0', 8, 'a private address'],
  ['100.64.0.0', 10, 'a shared (carrier-grade NAT) address'],
  ['127.0.0.0', 8, 'a loopback address'],
  ['169.254.0.0', 16, 'a link-local address'],
  ['172.16.0.0', 12, 'a private address'],
  ['192.0.0.0', 24, 'an IETF protocol address'],
  ['192.0.2.0', 24, 'a documentation address'],
  ['192.88.99.0', 24, 'a 6to4 relay address'],
  ['192.168.0.0', 16, 'a private address'],
  ['198.18.0.0', 15, 'a benchmarking address'],
  ['198.51.100.0', 24, 'a documentation address'],
  ['203.0.113.0', 24, 'a documentation address'],
  ['224.0.0.0', 4, 'a multicast address'],
  ['240.0.0.0', 4, 'a reserved address'],
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function ipv4Class(address: string): string | null {
  const value = ipv4Number(address);
  const block = IPV4_BLOCKS.find(([base, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(ipv4Number(base) / 2 ** (32 - bits)));
  return block ? block[2] : null;
}

/** The 8 groups of an IPv6 address (a trailing dotted IPv4 part becomes two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4Number(dotted[1]);
    text = text.slice(0, -dotted[1].length) + `${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const before = parse(head);
  const after = parse(tail);
  return tail === undefined ? before : [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after];
}

const dottedQuad = (high: number, low: number) => [high >>> 8, high & 0xff, low >>> 8, low & 0xff].join('.');

function ipv6Class(address: string): string | null {
  const g = ipv6Groups(address);
  const zeros = (count: number) => g.slice(0, count).every((group) => group === 0);
  if (zeros(8)) return 'the unspecified address';
  if (zeros(7) && g[7] === 1) return 'a loopback address';
  // Forms that carry an IPv4 address are judged by it: mapped (::ffff:a.b.c.d), compatible
  // (::a.b.c.d), translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96, 64:ff9b:1::/48) and 6to4 (2002::/16).
  const middleZeros = g.slice(2, 6).every((group) => group === 0);
  const embedded =
    (zeros(5) && (g[5] === 0xffff || g[5] === 0)) || (zeros(4) && g[4] === 0xffff && g[5] === 0)
      ? dottedQuad(g[6], g[7])
      : g[0] === 0x64 && g[1] === 0xff9b && (middleZeros || g[2] === 1)
        ? dottedQuad(g[6], g[7])
        : g[0] === 0x2002
          ? dottedQuad(g[1], g[2])
          : null;
  if (embedded) {
    const reason = ipv4Class(embedded);
    return reason ? `${reason} (${embedded}, inside an IPv6 address)` : null;
  }
  if ((g[0] & 0xfe00) === 0xfc00) return 'a unique-local address';
  if ((g[0] & 0xffc0) === 0xfe80 || (g[0] & 0xffc0) === 0xfec0) return 'a link-local address';
  if ((g[0] & 0xff00) === 0xff00) return 'a multicast address';
  if (g[0] === 0x2001 && g[1] < 0x200) return 'an IETF protocol address (Teredo included)';
  if ((g[0] === 0x2001 && g[1] === 0xdb8) || (g[0] & 0xfff0) === 0x3ff0) return 'a documentation address';
  if ((g[0] & 0xe000) !== 0x2000) return 'an address outside global unicast';
  return null;
}

/** Null when `address` is globally routable; otherwise what kind of address it is. */
export function nonGlobalAddress(address: string): string | null {
  const version = isIP(address);
  if (version === 4) return ipv4Class(address);
  if (version === 6) return ipv6Class(address);
  return 'not an IP address';
}

/** The URL if it may be an endpoint in `environment`: http(s), https in production, no credentials. */
export function parseWebhookUrl(text: string, environment: Environment): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new TargetRefused('must be an absolute http or https URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new TargetRefused('must be an absolute http or https URL');
  if (environment === 'production' && url.protocol !== 'https:') throw new TargetRefused('must be https in production');
  if (url.username || url.password) throw new TargetRefused('must not carry a user name or password');
  return url;
}

/** A URL's port, explicit or by its scheme. */
export function portOf(url: URL): number {
  return Number(url.port || (url.protocol === 'https:' ? 443 : 80));
}

/**
 * The address a delivery to `url` connects to: the host's first address, once every address it
 * resolves to is globally routable, unless `host:port` is one of `allowed`
 * (WEBHOOK_ALLOW_PRIVATE_TARGETS). Refusals throw `TargetRefused`.
 */
export async function resolveTarget(url: URL, resolve: Resolver, allowed: ReadonlySet<string>): Promise<Target> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = portOf(url);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    throw new TargetRefused(`host ${host} does not resolve`);
  }
  if (addresses.length === 0) throw new TargetRefused(`host ${host} does not resolve`);
  if (!allowed.has(`${url.hostname}:${port}`)) {
    for (const address of addresses) {
      const reason = nonGlobalAddress(address);
      if (reason) throw new TargetRefused(`must not reach ${reason}: ${host} resolves to ${address}`);
    }
  }
  return { url, address: addresses[0], port };
}
