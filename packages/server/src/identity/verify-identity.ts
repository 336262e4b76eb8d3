import { errors, jwtVerify } from 'jose';
import type { VerifiedCustomer } from '../ports/agent.js';

/** Why an identity token was refused. */
export class IdentityError extends Error {
  override name = 'IdentityError';
}

/** A verified identity token: who, and until when the session may act for them. */
export interface VerifiedIdentity {
  customer: VerifiedCustomer;
  /** The token's `exp`, in epoch ms. */
  expiresAt: number;
}

const encoder = new TextEncoder();

/**
 * Verifies a merchant-signed identity token: HS256 with the site's secret, `exp` required,
 * `sub` the customer id, optional `name`.
 */
export async function verifyIdentity(token: string, secret: string, now: number): Promise<VerifiedIdentity> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
      currentDate: new Date(now),
    });
    const customerId = payload.sub ?? '';
    if (!/^[\w.:-]{1,128}$/.test(customerId)) throw new IdentityError('the token\'s sub is not a valid customer id');
    const name = typeof payload.name === 'string' ? payload.name.slice(0, 64) : undefined;
    return { customer: { customerId, ...(name ? { name } : {}) }, expiresAt: (payload.exp ?? 0) * 1000 };
  } catch (error) {
    if (error instanceof IdentityError) throw error;
    if (error instanceof errors.JWTExpired) throw new IdentityError('the identity token has expired');
    throw new IdentityError('the identity token is not valid for this site');
  }
}
