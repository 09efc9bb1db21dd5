import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of one cookie of the request, if sent. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * Sets a `__Host-` cookie: HTTPS only, this host only, path `/`, out of reach of scripts, and
 * sent on top-level navigations from other sites (the integration sends the owner here) but not
 * on their form posts. Without `maxAgeSeconds` it lasts the browser session; 0 deletes it.
 */
export function setCookie(reply: FastifyReply, name: `__Host-${string}`, value: string, maxAgeSeconds?: number): void {
  const attributes = [`${name}=${value}`, 'Path=/', 'Secure', 'HttpOnly', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) attributes.push(`Max-Age=${maxAgeSeconds}`);
  reply.header('set-cookie', attributes.join('; '));
}
