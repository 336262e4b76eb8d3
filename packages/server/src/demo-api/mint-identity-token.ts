import { SignJWT } from 'jose';

/** A signed-in shopper as the merchant's backend vouches for them. */
export interface IdentityClaims {
  customerId: string;
  name?: string;
}

/**
 * Signs an identity token the way a merchant's backend would: HS256 with the site's secret, `sub` the
 * customer id, and an expiry. In the demo the Kefu server plays the merchant's backend.
 */
export async function mintIdentityToken(secret: string, claims: IdentityClaims, ttlSeconds = 2 * 60 * 60, nowMs = Date.now()): Promise<string> {
  const issuedAt = Math.floor(nowMs / 1000);
  return new SignJWT(claims.name ? { name: claims.name } : {})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.customerId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(new TextEncoder().encode(secret));
}
