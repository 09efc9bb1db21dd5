import { createServer } from 'node:net';

/**
 * Ports handed out below the kernel's ephemeral range (Linux: 32768–60999), which outgoing
 * connections draw their local ports from: a port taken from that range can be given to some
 * connection between this check and the server that binds it.
 */
const FIRST = 20_000;
const COUNT = 12_000;

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The ports this process has handed out: never twice, though each is free again until bound. */
const handedOut = new Set<number>();

/** A TCP port free on 127.0.0.1 right now, outside the ephemeral range, not handed out before by this process. */
export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries++) {
    const port = FIRST + Math.floor(Math.random() * COUNT);
    if (handedOut.has(port) || !(await bindable(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port found between ${FIRST} and ${FIRST + COUNT}`);
}
