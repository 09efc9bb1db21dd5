import { createHash, timingSafeEqual } from 'node:crypto';
import { generateSecret } from '@ledgerline/domain';
import { DomainError } from '@ledgerline/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from './cookies';

const CSRF_COOKIE = '__Host-ll_csrf';
const SECRET = /^[\w-]{43}$/;

const tokenOf = (secret: string): string => createHash('sha256').update(`ledgerline-csrf:${secret}`).digest('base64url');

/**
 * The CSRF token every form carries: derived from a random secret in a `__Host-` cookie, which
 * another site can neither read nor set, so only pages of this site can know the token.
 */
export function csrfToken(request: FastifyRequest, reply: FastifyReply): string {
  let secret = readCookie(request, CSRF_COOKIE);
  if (!secret || !SECRET.test(secret)) {
    secret = generateSecret();
    setCookie(reply, CSRF_COOKIE, secret);
  }
  return tokenOf(secret);
}

/** 403 unless the form's `csrf_token` belongs to this browser's CSRF cookie (compared in constant time). */
export function verifyCsrf(request: FastifyRequest, body: unknown): void {
  const secret = readCookie(request, CSRF_COOKIE);
  const expected = secret && SECRET.test(secret) ? Buffer.from(tokenOf(secret)) : undefined;
  const actual = Buffer.from(field(body, 'csrf_token'));
  if (!expected || actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new DomainError('forbidden', 'This form has expired or did not come from this site. Go back, reload the page and try again.');
  }
}

/** A text field of a posted form: its value, or '' when absent or sent more than once. */
export function field(body: unknown, name: string): string {
  const value = typeof body === 'object' && body !== null && Object.hasOwn(body, name) ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}
