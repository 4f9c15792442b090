import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '../database.ts';
import type { Incoming, Reply } from '../http.ts';
import { clientAddress, readJsonObject, type AuthContext } from './context.ts';
import { authOk, failAuth } from './errors.ts';
import { recoveryMail } from './mail.ts';
import { startSession } from './sessions.ts';
import { spend } from './throttle.ts';
import { findUserByEmail, findUserById, type UserRow } from './users.ts';
import { requireEmail } from './validate.ts';

/** Seconds a recovery link stays valid (GoTrue's mailer OTP expiry, config.toml `otp_expiry`). */
export const recoveryLinkSeconds = 3600;
/** Seconds before another recovery e-mail goes to the same user (config.toml `max_frequency`). */
export const recoveryMailSeconds = 60;

/** What the database keeps of a link's token: its hash, so reading the table yields no link. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Where a link may lead, as GoTrue's `IsRedirectURLValid`: a URL on the site URL's host name, else
 * the site URL itself (the local stand-in for the allow-list of Supabase's URL configuration).
 */
export function allowedRedirect(siteUrl: string, wanted: string | null): string {
  try {
    if (wanted && new URL(wanted).hostname === new URL(siteUrl).hostname) return wanted;
  } catch {
    // Not a URL: the site URL it is.
  }
  return siteUrl;
}

/**
 * `POST /recover` (`resetPasswordForEmail`): 200 `{}` whether or not the address has an account,
 * as hosted auth answers; for an account, a recovery e-mail to the inbox, at most one a minute
 * (429 over_email_send_rate_limit, as GoTrue's max frequency). The implicit flow only: the
 * project's browser client sends no code challenge (see docs/architecture.md).
 */
export async function recover(ctx: AuthContext, req: Incoming): Promise<Reply> {
  spend(ctx.limits.recover, clientAddress(req));
  const body = await readJsonObject(req);
  if (body.email === undefined || body.email === '')
    failAuth(400, 'validation_failed', 'Password recovery requires an email');
  const email = requireEmail(body.email);
  if (body.code_challenge)
    failAuth(400, 'validation_failed', 'The local backend supports the implicit flow only');
  const redirectTo = allowedRedirect(ctx.siteUrl, req.search.get('redirect_to'));
  const token = randomBytes(28).toString('hex');
  const to = await ctx.db.asOwner(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return undefined;
    const { rows } = await tx.query<{ wait: number | null }>(
      `select ceil(extract(epoch from recovery_sent_at + make_interval(secs => $2) - now()))::int as wait
       from auth.users where id = $1 for update`,
      [user.id, recoveryMailSeconds],
    );
    const wait = rows[0]?.wait ?? 0;
    if (wait > 0) {
      failAuth(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      );
    }
    await tx.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
      [user.id, tokenHash(token)],
    );
    return user.email;
  });
  if (to) {
    const link = new URL(`${ctx.issuer}/verify`);
    link.search = new URLSearchParams({
      token,
      type: 'recovery',
      redirect_to: redirectTo,
    }).toString();
    ctx.mailbox.send(recoveryMail(to, link.href, { SiteURL: ctx.siteUrl, RedirectTo: redirectTo }));
  }
  return authOk({});
}

/**
 * Spends a recovery token: the user it belongs to when it exists and is under an hour old, and
 * the token is gone (single use, as GoTrue's `user.Recover`); an unconfirmed e-mail is confirmed.
 */
async function spendRecoveryToken(tx: Tx, token: string): Promise<UserRow | undefined> {
  if (!token) return undefined;
  const { rows } = await tx.query<{ id: string }>(
    `update auth.users set recovery_token = '',
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2)
     returning id`,
    [tokenHash(token), recoveryLinkSeconds],
  );
  return rows[0] ? findUserById(tx, rows[0].id) : undefined;
}

/** Signs in the owner of a `type` link's token (spending it); undefined when it is not valid. */
function sessionFromLink(ctx: AuthContext, type: string, token: string) {
  return ctx.db.asOwner(async (tx) => {
    // Only recovery tokens exist locally (magic links share them, as in GoTrue).
    const user =
      type === 'recovery' || type === 'magiclink' ? await spendRecoveryToken(tx, token) : undefined;
    return user ? startSession(tx, ctx, user, 'otp') : undefined;
  });
}

const linkTypes = ['recovery', 'magiclink', 'signup', 'invite', 'email_change', 'email'];

/** The verification type, or 400 as GoTrue answers a missing or unknown one. */
function verificationType(type: unknown): string {
  if (typeof type !== 'string' || type === '')
    failAuth(400, 'validation_failed', 'Verify requires a verification type');
  if (!linkTypes.includes(type))
    failAuth(400, 'validation_failed', 'Unsupported verification type');
  return type;
}

/**
 * `GET /verify?token=…&type=recovery&redirect_to=…`, the link in the e-mail: a
 * session for the user and a 303 to `redirect_to` with it in the fragment, as the implicit flow
 * of supabase-js expects (it then emits PASSWORD_RECOVERY); an unknown, spent or expired token, a
 * 303 with `error_code=otp_expired` instead.
 */
export async function verifyLink(ctx: AuthContext, req: Incoming): Promise<Reply> {
  spend(ctx.limits.verify, clientAddress(req));
  const token = req.search.get('token') ?? '';
  if (!token) failAuth(400, 'validation_failed', 'Verify requires a token');
  const type = verificationType(req.search.get('type'));
  const target = new URL(allowedRedirect(ctx.siteUrl, req.search.get('redirect_to')));
  const session = await sessionFromLink(ctx, type, token);
  let fragment: URLSearchParams;
  if (session) {
    fragment = new URLSearchParams({
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type,
    });
  } else {
    // GoTrue drops the query of the redirect URL on an error.
    target.search = '';
    fragment = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  }
  fragment.set('sb', '');
  target.hash = fragment.toString();
  return { status: 303, headers: { location: target.href } };
}

/** `POST /verify` with `{type, token_hash}` (`verifyOtp`): the session as JSON, or 403 otp_expired. */
export async function verifyTokenHash(ctx: AuthContext, req: Incoming): Promise<Reply> {
  spend(ctx.limits.verify, clientAddress(req));
  const body = await readJsonObject(req);
  const type = verificationType(body.type);
  const token = typeof body.token_hash === 'string' ? body.token_hash : '';
  const session = await sessionFromLink(ctx, type, token);
  if (!session) failAuth(403, 'otp_expired', 'Token has expired or is invalid');
  return authOk(session);
}
