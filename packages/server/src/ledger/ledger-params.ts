import { z } from 'zod';
import { isTimeZone } from './day-of.js';

const DAY_MS = 86_400_000;
/** Longest window one ledger request covers. */
export const LEDGER_MAX_DAYS = 92;

const paramsSchema = z.strictObject({
  siteId: z
    .string()
    .regex(/^[\w.:-]{1,128}$/)
    .optional(),
  since: z.iso
    .datetime({ offset: true })
    .transform((text) => Date.parse(text))
    .optional(),
  until: z.iso
    .datetime({ offset: true })
    .transform((text) => Date.parse(text))
    .optional(),
  timeZone: z.string().max(64).refine(isTimeZone, 'not an IANA time zone such as Europe/Paris or UTC').default('UTC'),
});

/** A ledger request's parameters, defaults applied. */
export interface LedgerParams {
  siteId?: string;
  since: number;
  until: number;
  timeZone: string;
}

/** The parameters, or the first problem with the parameter it is about. */
export type LedgerParamsResult = { ok: true; params: LedgerParams } | { ok: false; path: string; message: string };

/**
 * Reads `siteId`, `since`, `until` (ISO 8601; until exclusive, default now; since default until − 7 days) and
 * `timeZone` (IANA, default UTC) from a query string, for the REST API and the console alike.
 */
export function parseLedgerParams(search: URLSearchParams, now: number): LedgerParamsResult {
  const fields: Record<string, string> = {};
  for (const [key, value] of search) {
    if (key in fields) return { ok: false, path: key, message: `query parameter ${key} is given twice` };
    fields[key] = value;
  }
  const parsed = paramsSchema.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.join('.');
    return { ok: false, path, message: `query parameter ${path}: ${issue.message}` };
  }
  // Until is exclusive: by default it includes a conversation started this very millisecond.
  const until = parsed.data.until ?? now + 1;
  const since = parsed.data.since ?? until - 7 * DAY_MS;
  if (since >= until) return { ok: false, path: 'since', message: 'query parameter since: must be before until' };
  if (until - since > LEDGER_MAX_DAYS * DAY_MS)
    return { ok: false, path: 'since', message: `query parameter since: a ledger covers at most ${LEDGER_MAX_DAYS} days` };
  return { ok: true, params: { ...(parsed.data.siteId ? { siteId: parsed.data.siteId } : {}), since, until, timeZone: parsed.data.timeZone } };
}
