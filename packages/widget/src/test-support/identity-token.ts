import { createHmac } from 'node:crypto';

/** An HS256 identity token as a shop's backend would sign it (`sub` = customer id). */
export function signIdentity(customerId: string, secret: string, ttlSeconds = 3600): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: customerId, exp: Math.floor(Date.now() / 1000) + ttlSeconds })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
