import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { IdentityError, verifyIdentity } from './verify-identity.js';

const SECRET = 'unit-identity-secret-0123456789';
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const nowS = NOW / 1000;

async function sign(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(SECRET));
}

describe('verifyIdentity', () => {
  it.each([
    ['a numeric sub', { sub: 1001, iat: nowS, exp: nowS + 600 }, /\bsub\b/],
    ['a missing sub', { iat: nowS, exp: nowS + 600 }, /\bsub\b/],
    ['an empty sub', { sub: '', iat: nowS, exp: nowS + 600 }, /\bsub\b/],
    ['a sub longer than 128 characters', { sub: 'c'.repeat(129), iat: nowS, exp: nowS + 600 }, /\bsub\b/],
    ['a sub with a slash', { sub: '../c_1001', iat: nowS, exp: nowS + 600 }, /\bsub\b/],
    ['an object sub', { sub: { id: 'c_1001' }, iat: nowS, exp: nowS + 600 }, /\bsub\b/],
    ['no exp', { sub: 'c_1001', iat: nowS }, /\bexp\b/],
    ['a string exp', { sub: 'c_1001', iat: nowS, exp: String(nowS + 600) }, /\bexp\b/],
    ['an expiry in the year 9999', { sub: 'c_1001', iat: nowS, exp: 253402300799 }, /\bexp\b.*24 h/],
    ['an expiry in 9999 without iat', { sub: 'c_1001', exp: 253402300799 }, /\bexp\b/],
    ['a lifetime of 24 h and a minute', { sub: 'c_1001', iat: nowS, exp: nowS + 86_460 }, /\bexp\b/],
    ['an iat an hour from now', { sub: 'c_1001', iat: nowS + 3600, exp: nowS + 7200 }, /\biat\b/],
    ['a string iat', { sub: 'c_1001', iat: 'now', exp: nowS + 600 }, /\biat\b/],
    ['an expired token', { sub: 'c_1001', iat: nowS - 7200, exp: nowS - 60 }, /expired/],
    ['a token not valid yet (nbf)', { sub: 'c_1001', iat: nowS, nbf: nowS + 3600, exp: nowS + 7200 }, /\bnbf\b/],
  ])('refuses %s, naming the claim', async (_what, claims, message) => {
    const refusal = await verifyIdentity(await sign(claims), SECRET, NOW).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(IdentityError);
    expect((refusal as Error).message).toMatch(message);
  });

  it.each([
    ['a 2 h token', { sub: 'c_1001', iat: nowS, exp: nowS + 7200 }],
    ['exactly 24 h', { sub: 'c_1001', iat: nowS, exp: nowS + 86_400 }],
    ['a token without iat expiring within 24 h', { sub: 'c_1001', exp: nowS + 3600 }],
    ['an iat 30 s ahead (clock skew)', { sub: 'c_1001', iat: nowS + 30, exp: nowS + 3600 }],
    ['a customer id with . : - _', { sub: 'shop:c_1001-a.b', iat: nowS, exp: nowS + 600 }],
  ])('accepts %s', async (_what, claims) => {
    const verified = await verifyIdentity(await sign(claims), SECRET, NOW);
    expect(verified.customer.customerId).toBe(claims.sub);
    expect(verified.expiresAt).toBe(claims.exp * 1000);
  });

  it('takes a configured maximum lifetime', async () => {
    const token = await sign({ sub: 'c_1001', iat: nowS, exp: nowS + 7200 });
    await expect(verifyIdentity(token, SECRET, NOW, { maxLifetimeSeconds: 3600 })).rejects.toThrow(/\bexp\b.*1 h/);
  });
});
