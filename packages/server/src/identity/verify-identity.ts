import { errors, jwtVerify } from 'jose';
import { LIMITS } from '@kefu/protocol';
import type { VerifiedCustomer } from '../ports/agent.js';

/** Why an identity token was refused; the message names the claim. */
export class IdentityError extends Error {
  override name = 'IdentityError';
}

/** A verified identity token: who, and until when the session may act for them. */
export interface VerifiedIdentity {
  customer: VerifiedCustomer;
  /** The token's `exp`, in epoch ms. */
  expiresAt: number;
}

/** Options of {@link verifyIdentity}. */
export interface VerifyIdentityOptions {
  /** The longest a token may live, from its `iat` (or from now without one). @default 86400 (24 h) */
  maxLifetimeSeconds?: number;
}

/** The default of {@link VerifyIdentityOptions.maxLifetimeSeconds}: 24 h. */
export const DEFAULT_IDENTITY_MAX_LIFETIME_SECONDS = 24 * 60 * 60;

/** How far ahead of this server's clock a merchant's clock may be when it stamps `iat`. */
export const IDENTITY_CLOCK_SKEW_SECONDS = 60;

// The protocol's id pattern: a customer id becomes part of store keys and is shown to agents.
const CUSTOMER_ID = new RegExp(`^[\\w.:-]{1,${LIMITS.maxIdLength}}$`);

const encoder = new TextEncoder();

/**
 * Verifies a merchant-signed identity token: HS256 with the site's secret; `sub` a string customer id (letters,
 * digits, `_ . : -`, at most 128); `exp` present and at most `maxLifetimeSeconds` after `iat` (or now); `iat`, when
 * present, not in the future beyond a minute; optional `name`. A leaked token without these bounds would act for the
 * customer for good.
 */
export async function verifyIdentity(token: string, secret: string, now: number, options: VerifyIdentityOptions = {}): Promise<VerifiedIdentity> {
  const maxLifetime = options.maxLifetimeSeconds ?? DEFAULT_IDENTITY_MAX_LIFETIME_SECONDS;
  let payload;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'], currentDate: new Date(now) }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new IdentityError('the identity token has expired (exp is in the past)');
    if (error instanceof errors.JWTClaimValidationFailed) throw new IdentityError(`the identity token's ${error.claim} claim is not valid (${error.reason})`);
    throw new IdentityError('the identity token is not valid for this site');
  }
  const { sub, exp, iat } = payload as { sub?: unknown; exp?: unknown; iat?: unknown };
  if (typeof sub !== 'string' || !CUSTOMER_ID.test(sub)) {
    throw new IdentityError(`the identity token's sub claim must be a string customer id (letters, digits, _ . : -, 1–${LIMITS.maxIdLength} characters)`);
  }
  if (typeof exp !== 'number') throw new IdentityError('the identity token has no exp claim: it must expire');
  const nowSeconds = now / 1000;
  if (iat !== undefined && (typeof iat !== 'number' || iat > nowSeconds + IDENTITY_CLOCK_SKEW_SECONDS)) {
    throw new IdentityError(`the identity token's iat claim is in the future (more than ${IDENTITY_CLOCK_SKEW_SECONDS} s ahead of this server)`);
  }
  const issued = typeof iat === 'number' ? iat : nowSeconds;
  if (exp - issued > maxLifetime) {
    throw new IdentityError(
      `the identity token's exp claim is more than ${formatLifetime(maxLifetime)} after ${typeof iat === 'number' ? 'its iat' : 'now'}: tokens may live at most that long`,
    );
  }
  const name = typeof payload.name === 'string' ? payload.name.slice(0, 64) : undefined;
  return { customer: { customerId: sub, ...(name ? { name } : {}) }, expiresAt: exp * 1000 };
}

function formatLifetime(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}
