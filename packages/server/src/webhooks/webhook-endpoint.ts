import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from './webhook-event.js';

/** Schema of one KEFU_WEBHOOKS entry. */
export const webhookEndpointSchema = z.object({
  /** Names the endpoint in the delivery log (and in the set of endpoints a 410 disabled). */
  id: z.string().regex(/^[\w.:-]{1,64}$/),
  url: z.url().refine((url) => /^https?:\/\//.test(url), 'must be an http(s) URL'),
  /** The HMAC-SHA256 key (at least 16 characters), shared with the receiver only. */
  secret: z.string().min(16),
  /** Only these sites' events. @default every site */
  sites: z
    .array(z.string().regex(/^[\w.:-]{1,128}$/))
    .min(1)
    .optional(),
  /** Only these event types. @default every type */
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).optional(),
});

/** A configured webhook receiver. */
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
