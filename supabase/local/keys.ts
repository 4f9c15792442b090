import { createHmac } from 'node:crypto';
import { errors, jwtVerify } from 'jose';
import type { ApiRole, JwtClaims } from './database.ts';

/** The Supabase CLI's documented local JWT secret (override with SUPABASE_JWT_SECRET). */
export const defaultJwtSecret = 'super-secret-jwt-token-with-at-least-32-characters-long';

const apiRoles: readonly string[] = ['anon', 'authenticated', 'service_role'];

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

/** Signs `payload` as an HS256 JWT; deterministic (header and payload keep their key order). */
export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const head = `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** The well-known local API keys (same payloads as the Supabase CLI, so they never change). */
export function apiKeys(secret: string): { anonKey: string; serviceRoleKey: string } {
  return {
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, secret),
    serviceRoleKey: signJwt(
      { iss: 'supabase-demo', role: 'service_role', exp: 1983812996 },
      secret,
    ),
  };
}

/** Why a token was refused: `expired` lets callers answer "JWT expired". */
export type JwtFailure = { reason: 'expired' | 'invalid'; message: string };

/**
 * Verifies an HS256 JWT (signature, `exp`/`nbf` with 30 s leeway as PostgREST) and returns its
 * claims with `role` defaulting to anon; a role outside the API roles is refused.
 */
export async function verifyJwt(
  token: string,
  secret: string,
): Promise<{ claims: JwtClaims } | { failure: JwtFailure }> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      clockTolerance: 30,
    });
    const role = payload.role ?? 'anon';
    if (typeof role !== 'string' || !apiRoles.includes(role)) {
      return { failure: { reason: 'invalid', message: 'JWT role is not allowed' } };
    }
    return { claims: { ...payload, role: role as ApiRole } };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      return { failure: { reason: 'expired', message: 'JWT expired' } };
    }
    const detail = error instanceof Error ? error.message : 'unknown error';
    return { failure: { reason: 'invalid', message: `JWT could not be verified: ${detail}` } };
  }
}

/** Extracts the token from an `Authorization: Bearer …` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}
