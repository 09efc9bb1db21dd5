import { createHash, randomBytes } from 'node:crypto';
import { Body, Controller, Get, Inject, Post, Query, Req, Res, UseFilters } from '@nestjs/common';
import { createBusiness, hashPassword, verifyPassword } from '@ledgerline/domain';
import { DomainError, statusOf } from '@ledgerline/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { AttemptLimiter, BUDGETS } from '../../common/attempts';
import { csrfToken, field, verifyCsrf } from '../../common/forms';
import { redirect, sendPage } from '../../common/html';
import { PageErrorFilter } from '../../common/page-error.filter';
import { loginPage, newKeysPage, signupPage } from './owner.pages';
import { OwnersRepository } from './owners.repository';
import { SessionsService } from './sessions.service';

/** Only an authorization page of this site may follow a log-in; anything else goes to the account page. */
const RETURN_TO = /^\/oauth\/authorize\?[\w.~%=&:-]*$/;
const returnPath = (value: string): string => (RETURN_TO.test(value) ? value : '/account');

/** Verified when the email is unknown, so that a wrong email takes as long as a wrong password. */
const UNKNOWN_OWNER = hashPassword(randomBytes(16).toString('hex'));

/** The site's front door, and the owner's log-in, log-out and sign-up pages. */
@UseFilters(PageErrorFilter)
@Controller()
export class OwnersController {
  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly owners: OwnersRepository,
    private readonly attempts: AttemptLimiter,
  ) {}

  /** The site's own address: the owner's account page when signed in, else the log-in page. */
  @Get()
  async home(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return redirect(reply, (await this.sessions.owner(request)) ? '/account' : '/login');
  }

  @Get('login')
  async loginForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Query('return_to') returnTo = '') {
    if (await this.sessions.owner(request)) return redirect(reply, returnPath(returnTo));
    return sendPage(reply, 200, loginPage({ csrf: csrfToken(request, reply), returnTo: returnPath(returnTo) }));
  }

  @Post('login')
  async logIn(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    verifyCsrf(request, body);
    const email = field(body, 'email').trim().toLowerCase();
    const returnTo = returnPath(field(body, 'return_to'));
    // Only failures count (decisions.md "Brute-force protection"): each attempt is spent before the
    // password is checked, so that guesses sent together cannot pass a budget, and a success gives
    // it back to the address and clears the email's failures from there. The email is kept hashed.
    const fromAddress = { key: `login:ip:${request.ip}`, budget: BUDGETS.loginIp };
    const atAccount = { key: `login:account:${createHash('sha256').update(email).digest('base64url')}:${request.ip}`, budget: BUDGETS.loginAccount };
    await this.attempts.spend(fromAddress, atAccount);
    const owner = await this.owners.findByEmail(email);
    const valid = await verifyPassword(field(body, 'password'), owner?.passwordHash ?? (await UNKNOWN_OWNER));
    if (!owner || !valid) {
      return sendPage(reply, 401, loginPage({ csrf: csrfToken(request, reply), returnTo, email, error: 'That email and password do not match an owner.' }));
    }
    await Promise.all([this.attempts.refund(fromAddress), this.attempts.reset(atAccount)]);
    await this.sessions.start(request, reply, owner.id);
    return redirect(reply, returnTo);
  }

  @Post('logout')
  async logOut(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    verifyCsrf(request, body);
    await this.sessions.end(request, reply);
    return redirect(reply, '/login');
  }

  @Get('signup')
  signupForm(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendPage(reply, 200, signupPage({ csrf: csrfToken(request, reply) }));
  }

  /** Creates a business and its owner, signs the owner in and shows both API keys, once. */
  @Post('signup')
  async signUp(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Body() body: unknown) {
    verifyCsrf(request, body);
    const values = { name: field(body, 'name'), email: field(body, 'email'), base_currency: field(body, 'base_currency').trim() };
    await this.attempts.spend({ key: `signup:ip:${request.ip}`, budget: BUDGETS.signupIp });
    try {
      const created = await createBusiness(this.db, {
        name: values.name,
        email: values.email,
        password: field(body, 'password'),
        baseCurrency: values.base_currency || undefined,
      });
      await this.sessions.start(request, reply, (await this.owners.findByEmail(created.ownerEmail))!.id);
      return await sendPage(reply, 201, newKeysPage(values.name.trim(), created.keys));
    } catch (error) {
      if (!(error instanceof DomainError) || (error.code !== 'validation_failed' && error.code !== 'conflict')) throw error;
      return sendPage(
        reply,
        statusOf(error.code),
        signupPage({ csrf: csrfToken(request, reply), values, errors: error.errors, error: error.errors ? undefined : error.message }),
      );
    }
  }
}
