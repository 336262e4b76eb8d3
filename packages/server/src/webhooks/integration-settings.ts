import { createHash } from 'node:crypto';
import { z } from 'zod';
import { boundedInt } from '../bounded-number.js';
import { webhookEndpointSchema, type WebhookEndpoint } from './webhook-endpoint.js';

const jsonArray = <T extends z.ZodType>(item: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.array(item).min(1).max(50));

const apiKeySchema = z
  .object({
    /** Names the key in logs; never the key itself. */
    id: z.string().regex(/^[\w.:-]{1,64}$/),
    /** The key in clear (at least 24 characters); hashed at start and then forgotten. */
    key: z.string().min(24).optional(),
    /** Or its SHA-256 in hex, so the clear key need not be in the environment. */
    sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/i)
      .optional(),
    /** The siteIds this key reads. @default every site */
    sites: z
      .array(z.string().regex(/^[\w.:-]{1,128}$/))
      .min(1)
      .optional(),
  })
  .refine((key) => (key.key === undefined) !== (key.sha256 === undefined), 'give exactly one of key or sha256');

/** The environment variables of webhooks and the REST API (the README's "Webhooks and the REST API"). */
export const integrationEnvShape = {
  /** JSON array of endpoints: [{id, url, secret, sites?, events?}]. */
  KEFU_WEBHOOKS: jsonArray(webhookEndpointSchema).optional(),
  /** Seconds a receiver has to answer one attempt. */
  KEFU_WEBHOOK_TIMEOUT_SECONDS: boundedInt(10, 1, 60, 'seconds'),
  /** Attempts per event and endpoint (the first included); with the backoff, 12 span 24.5 hours. */
  KEFU_WEBHOOK_MAX_ATTEMPTS: boundedInt(12, 1, 20, 'attempts'),
  /** JSON array of REST API keys: [{id, key | sha256, sites?}]. */
  KEFU_API_KEYS: jsonArray(apiKeySchema).optional(),
};

type IntegrationEnv = z.output<z.ZodObject<typeof integrationEnvShape>>;

/** A REST API key as kept in memory: its hash only. */
export interface ApiKey {
  id: string;
  /** SHA-256 of the key, 32 bytes. */
  hash: Buffer;
  /** Absent: every site. */
  sites?: string[];
}

/** Webhooks and REST API settings. */
export interface IntegrationSettings {
  webhooks: WebhookEndpoint[];
  /** @default 10 */
  webhookTimeoutSeconds: number;
  /** @default 12 */
  webhookMaxAttempts: number;
  apiKeys: ApiKey[];
}

/** Reads the parsed variables into {@link IntegrationSettings}. */
export function integrationSettings(env: IntegrationEnv): IntegrationSettings {
  return {
    webhooks: env.KEFU_WEBHOOKS ?? [],
    webhookTimeoutSeconds: env.KEFU_WEBHOOK_TIMEOUT_SECONDS,
    webhookMaxAttempts: env.KEFU_WEBHOOK_MAX_ATTEMPTS,
    apiKeys: (env.KEFU_API_KEYS ?? []).map((key) => ({
      id: key.id,
      hash: key.sha256 ? Buffer.from(key.sha256, 'hex') : createHash('sha256').update(key.key!).digest(),
      ...(key.sites ? { sites: key.sites } : {}),
    })),
  };
}
