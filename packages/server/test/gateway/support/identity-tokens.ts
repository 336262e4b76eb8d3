import { SignJWT } from 'jose';

/** The test site's identity secret. */
export const SHOP_SECRET = 'shop-identity-secret-0123456789';

/**
 * Signs an identity token as a merchant backend would, valid for an hour by default: longer than the 10-minute
 * prompt expiry tests fast-forward through, since the server stops acting for a customer once the token expires.
 */
export async function identityToken(
  customerId: string,
  options: { secret?: string; expiresInSeconds?: number; withoutExpiry?: boolean } = {},
): Promise<string> {
  let jwt = new SignJWT({ name: 'Test Customer' }).setProtectedHeader({ alg: 'HS256' }).setSubject(customerId).setIssuedAt();
  if (!options.withoutExpiry) jwt = jwt.setExpirationTime(Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 3600));
  return jwt.sign(new TextEncoder().encode(options.secret ?? SHOP_SECRET));
}

/** A token with `alg: none` (which must never be accepted). */
export function unsignedToken(customerId: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: customerId, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
}

/** KEFU_SITES for tests: the `shop` site with an identity secret, plus a second site. */
export const TEST_SITES = JSON.stringify([
  { siteKey: 'shop', origins: ['https://shop.example', 'http://localhost:*'], identitySecret: SHOP_SECRET },
  { siteKey: 'other', origins: ['https://other.example'], identitySecret: 'other-identity-secret-0123456789' },
]);
