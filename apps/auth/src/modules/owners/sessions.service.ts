import { Inject, Injectable } from '@nestjs/common';
import { generateSecret, hashSecret } from '@ledgerline/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { readCookie, setCookie } from '../../common/cookies';

const SESSION_COOKIE = '__Host-ll_session';
/** An owner stays signed in for 8 hours from log-in (decisions.md). */
export const SESSION_SECONDS = 8 * 3600;

export interface SessionOwner {
  ownerId: string;
  email: string;
  businessId: string;
  businessName: string;
}

/** Owner sessions of the auth app: a random id in a `__Host-` cookie, stored as its SHA-256. */
@Injectable()
export class SessionsService {
  constructor(@Inject(DataSource) private readonly db: DataSource) {}

  /** Signs the owner in under a new session id (never the one the browser had: no fixation). */
  async start(request: FastifyRequest, reply: FastifyReply, ownerId: string): Promise<void> {
    const previous = readCookie(request, SESSION_COOKIE);
    await this.db.query('DELETE FROM owner_sessions WHERE expires_at < now() OR id_hash = $1', [hashSecret(previous ?? '')]);
    const id = generateSecret();
    await this.db.query('INSERT INTO owner_sessions (id_hash, owner_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))', [
      hashSecret(id),
      ownerId,
      SESSION_SECONDS,
    ]);
    setCookie(reply, SESSION_COOKIE, id, SESSION_SECONDS);
  }

  /** The signed-in owner, if the session cookie names a live session. */
  async owner(request: FastifyRequest): Promise<SessionOwner | undefined> {
    const id = readCookie(request, SESSION_COOKIE);
    if (!id) return undefined;
    const [row] = await this.db.query(
      `SELECT o.id, o.email, o.business_id, b.name FROM owner_sessions s
         JOIN owners o ON o.id = s.owner_id JOIN businesses b ON b.id = o.business_id
        WHERE s.id_hash = $1 AND s.expires_at > now()`,
      [hashSecret(id)],
    );
    return row ? { ownerId: row.id, email: row.email, businessId: row.business_id, businessName: row.name } : undefined;
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const id = readCookie(request, SESSION_COOKIE);
    if (id) await this.db.query('DELETE FROM owner_sessions WHERE id_hash = $1', [hashSecret(id)]);
    setCookie(reply, SESSION_COOKIE, '', 0);
  }
}
