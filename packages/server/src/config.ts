import { z } from 'zod';
import { demoAgentAccount, productionProblems, PUBLISHED_DEMO_IDENTITY_SECRET } from './demo-credentials.js';
import { limitEnvFields, readLimits, type Limits } from './limits/limit-settings.js';
import { boundedInt } from './bounded-number.js';
import { httpEnvShape, httpSettings, type HttpSettings } from './http/http-settings.js';
import { llmEnvShape, resolveLlmConfig, type LlmConfig } from './llm-config.js';
import { integrationEnvShape, integrationSettings, type IntegrationSettings } from './webhooks/integration-settings.js';
import { uploadEnvShape, uploadSettings, type UploadSettings } from './uploads/upload-settings.js';
import { checkpointFormats, type CheckpointFormat } from './checkpoint/checkpoint-format.js';

// What a browser's Origin header can be: scheme://host[:port], no path; `:*` allows any port.
const ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:(\d{1,5}|\*))?$/i;

const originSchema = z.string().superRefine((origin, ctx) => {
  if (origin === '*' || ORIGIN.test(origin)) return;
  const shown = origin.slice(0, 100);
  ctx.addIssue({
    code: 'custom',
    message: `"${shown}" is not an origin: write scheme://host[:port] with no path, e.g. https://shop.example or http://localhost:*`,
  });
});

const siteSchema = z.object({
  /** Public key the widget sends in hello (`data-site-key`). */
  siteKey: z.string().regex(/^[\w.:-]{1,128}$/),
  /** The shop this site belongs to (knowledge base and commerce scope). @default siteKey */
  siteId: z
    .string()
    .regex(/^[\w.:-]{1,128}$/)
    .optional(),
  /** Allowed page origins, each `scheme://host[:port]`; port `*` matches any port, e.g. `http://localhost:*`. */
  origins: z.array(originSchema).min(1),
  /** HS256 secret the merchant's backend signs identity tokens with (at least 16 characters). */
  identitySecret: z.string().min(16),
});

const agentSchema = z.object({
  id: z.string().regex(/^[\w.:-]{1,64}$/),
  name: z.string().min(1).max(64),
  /** The agent's picture, shown to shoppers beside the name: an absolute http(s) URL (the widget runs on the shop's pages). */
  avatarUrl: z
    .string()
    .max(2048)
    .regex(/^https?:\/\/[^\s]+$/, 'must be an absolute http(s) URL')
    .optional(),
  /** Bearer token the console presents (at least 16 characters). */
  token: z.string().min(16),
  /** The siteIds whose conversations this agent sees and handles. @default every site */
  sites: z
    .array(z.string().regex(/^[\w.:-]{1,128}$/))
    .min(1)
    .optional(),
});

/** A merchant site as configured. */
export type SiteConfig = z.infer<typeof siteSchema> & { siteId: string };
/** A human support agent allowed into the console. */
export type AgentAccount = z.infer<typeof agentSchema>;

/** The embedded-defaults site: the demo storefront on localhost. */
export const DEMO_SITE: SiteConfig = {
  siteKey: 'demo',
  siteId: 'demo',
  origins: ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'],
  identitySecret: PUBLISHED_DEMO_IDENTITY_SECRET,
};

const json = <T extends z.ZodType>(schema: T) =>
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
    .pipe(schema);

const optionalUrl = z.url().optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).default('0.0.0.0'),
  REDIS_URL: z
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'must start with redis:// or rediss://')
    .optional(),
  MEILI_URL: optionalUrl,
  MEILI_MASTER_KEY: z.string().min(1).optional(),
  ...llmEnvShape,
  KEFU_SITES: json(
    z
      .array(siteSchema)
      .min(1)
      .superRefine((sites, ctx) => {
        const repeated = duplicates(sites.map((site) => site.siteKey));
        if (repeated.length > 0) ctx.addIssue({ code: 'custom', message: `site keys must be unique (${repeated.join(', ')} repeated)` });
      }),
  ).optional(),
  KEFU_AGENTS: json(z.array(agentSchema)).optional(),
  KEFU_COMMERCE_URL: optionalUrl,
  KEFU_SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'must start with smtp:// or smtps://')
    .optional(),
  KEFU_SMTP_FROM: z
    .string()
    .max(320)
    .regex(/^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/, 'must be an e-mail address, optionally with a name: Shop <help@shop.example>')
    .optional(),
  KEFU_COMMERCE_TOKEN: z.string().min(1).optional(),
  // Bounds: below them a timer fires before a person or a model could answer; above, it never matters.
  KEFU_INTERRUPT_TTL_SECONDS: boundedInt(600, 30, 86_400, 'seconds'),
  KEFU_WATCHDOG_SECONDS: boundedInt(150, 10, 1800, 'seconds'),
  KEFU_MAX_CONCURRENT_TURNS: boundedInt(32, 1, 10_000, 'turns'),
  KEFU_QUEUE_DEGRADE_SECONDS: boundedInt(120, 1, 3600, 'seconds'),
  KEFU_MODEL_TIMEOUT_SECONDS: boundedInt(30, 1, 300, 'seconds'),
  KEFU_KNOWLEDGE_DIR: z.string().min(1).optional(),
  KEFU_SHOP_DIR: z.string().min(1).optional(),
  KEFU_OFFICE_HOURS: z.enum(['enforce', 'ignore']).optional(),
  KEFU_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  KEFU_THREAD_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  KEFU_CHECKPOINT_FORMAT: z.enum(checkpointFormats).default('text'),
  KEFU_LINK_ORIGINS: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(originSchema.refine((origin) => origin !== '*', 'must name an origin, not *')).max(50))
    .optional(),
  KEFU_IDENTITY_MAX_LIFETIME_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 60 * 60)
    .default(24 * 60 * 60),
  KEFU_SERVE_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...httpEnvShape,
  ...integrationEnvShape,
  ...uploadEnvShape,
});
// The limits have their own table (limits/limit-settings.ts), which the README's limits table mirrors.
const limitsSchema = z.object(limitEnvFields());

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** Everything the server reads from its environment, parsed once. */
export interface KefuConfig {
  port: number;
  host: string;
  redisUrl?: string;
  meili?: { url: string; masterKey?: string };
  /** The chat model (KEFU_LLM_* or GROQ_*); absent: the offline rules engine. */
  llm?: LlmConfig;
  sites: SiteConfig[];
  agents: AgentAccount[];
  commerce?: { url: string; token?: string };
  interruptTtlSeconds: number;
  watchdogSeconds: number;
  maxConcurrentTurns: number;
  /** Messages per shopper per minute (`limits.messagesPerShopper`, KEFU_RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
  /** Every limit on shopper sockets and their events (limits/limit-settings.ts). */
  limits: Limits;
  queueDegradeSeconds: number;
  modelTimeoutSeconds: number;
  knowledgeDir?: string;
  /** The shop folder (shop.yaml, catalog, orders, knowledge/); absent: the demo shop. */
  shopDir?: string;
  /**
   * Whether the shop's office hours decide when people answer (outside them a handoff gets the offline form).
   * @default 'enforce' for a shop folder (KEFU_SHOP_DIR) or the merchant's API; 'ignore' for the embedded demo shop
   */
  officeHours?: 'enforce' | 'ignore';
  /** Proxies in front whose X-Forwarded-For entries are believed (0: use the socket's own address). */
  trustedProxyHops: number;
  /** Days a conversation is kept in Redis after its last event (0: for good). */
  threadRetentionDays: number;
  /** How the Redis checkpointer writes values (KEFU_CHECKPOINT_FORMAT); it reads both. @default 'text' */
  checkpointFormat: CheckpointFormat;
  /** Origins, besides every site's own, that links in messages to shoppers may point to. */
  linkOrigins: string[];
  /** The longest an identity token may live, `exp` after `iat` (60 s – 7 days). */
  identityMaxLifetimeSeconds: number;
  serveDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** True when no site was configured and the built-in demo site is in use. */
  embeddedDefaults: boolean;
  /** The demo agent's console token, made for this run when neither KEFU_SITES nor KEFU_AGENTS is set; printed at start. */
  demoAgentToken?: string;
  /** Where transcripts are mailed from (KEFU_SMTP_URL, KEFU_SMTP_FROM); absent: the widget offers no e-mail. */
  smtp?: { url: string; from: string };
  /** Timeouts, per-IP connection cap, drain, /metrics and source maps. */
  http: HttpSettings;
  /** Webhook endpoints and REST API keys (KEFU_WEBHOOKS, KEFU_API_KEYS). */
  integration: IntegrationSettings;
  /** Photos and files: size limit, signed links, disk or S3 storage (KEFU_UPLOAD_*). */
  uploads: UploadSettings;
}

/** A configuration problem, naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a {@link ConfigError} naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): KefuConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  const parsedLimits = limitsSchema.safeParse(present);
  if (!parsed.success || !parsedLimits.success) {
    const issues = [...(parsed.error?.issues ?? []), ...(parsedLimits.error?.issues ?? [])];
    const problems = issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`invalid configuration\n  ${problems.join('\n  ')}`);
  }
  const limits = readLimits(parsedLimits.data);
  const e = parsed.data;
  const sites = (e.KEFU_SITES ?? [DEMO_SITE]).map((site) => ({ ...site, siteId: site.siteId ?? site.siteKey }));
  const siteIds = new Set(sites.map((site) => site.siteId));
  const strays = (e.KEFU_AGENTS ?? []).flatMap((agent) =>
    (agent.sites ?? []).filter((siteId) => !siteIds.has(siteId)).map((siteId) => `${agent.id} → ${siteId}`),
  );
  if (strays.length > 0)
    throw new ConfigError(`invalid configuration\n  KEFU_AGENTS: agents name sites that KEFU_SITES does not define (${strays.join(', ')})`);
  if (e.KEFU_SMTP_URL && !e.KEFU_SMTP_FROM)
    throw new ConfigError('invalid configuration\n  KEFU_SMTP_FROM: required with KEFU_SMTP_URL (the address transcripts are sent from)');
  const { llm, problems } = resolveLlmConfig(e);
  const uploads = uploadSettings(e);
  problems.push(...uploads.problems);
  if (problems.length > 0) throw new ConfigError(`invalid configuration\n  ${problems.join('\n  ')}`);
  const demoAgent = e.KEFU_AGENTS || e.KEFU_SITES ? undefined : demoAgentAccount();
  const serveDemo = e.KEFU_SERVE_DEMO === '1' || e.KEFU_SERVE_DEMO === 'true';
  if (e.NODE_ENV === 'production') {
    const problems = productionProblems({ sitesConfigured: e.KEFU_SITES !== undefined, sites, agents: e.KEFU_AGENTS ?? [], serveDemo });
    if (problems.length > 0) throw new ConfigError(`refusing to start with NODE_ENV=production\n  ${problems.join('\n  ')}`);
  }
  if (e.KEFU_WATCHDOG_SECONDS <= e.KEFU_MODEL_TIMEOUT_SECONDS) {
    // The watchdog would hand off every turn whose model call is still within its own timeout.
    throw new ConfigError(
      `invalid configuration\n  KEFU_WATCHDOG_SECONDS: must be longer than KEFU_MODEL_TIMEOUT_SECONDS (${e.KEFU_WATCHDOG_SECONDS} ≤ ${e.KEFU_MODEL_TIMEOUT_SECONDS})`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    ...(e.REDIS_URL ? { redisUrl: e.REDIS_URL } : {}),
    ...(e.MEILI_URL ? { meili: { url: e.MEILI_URL, ...(e.MEILI_MASTER_KEY ? { masterKey: e.MEILI_MASTER_KEY } : {}) } } : {}),
    ...(llm ? { llm } : {}),
    sites,
    agents: e.KEFU_AGENTS ?? (demoAgent ? [demoAgent] : []),
    ...(e.KEFU_COMMERCE_URL ? { commerce: { url: e.KEFU_COMMERCE_URL, ...(e.KEFU_COMMERCE_TOKEN ? { token: e.KEFU_COMMERCE_TOKEN } : {}) } } : {}),
    interruptTtlSeconds: e.KEFU_INTERRUPT_TTL_SECONDS,
    watchdogSeconds: e.KEFU_WATCHDOG_SECONDS,
    maxConcurrentTurns: e.KEFU_MAX_CONCURRENT_TURNS,
    rateLimitPerMinute: limits.messagesPerShopper,
    limits,
    queueDegradeSeconds: e.KEFU_QUEUE_DEGRADE_SECONDS,
    modelTimeoutSeconds: e.KEFU_MODEL_TIMEOUT_SECONDS,
    ...(e.KEFU_KNOWLEDGE_DIR ? { knowledgeDir: e.KEFU_KNOWLEDGE_DIR } : {}),
    linkOrigins: e.KEFU_LINK_ORIGINS ?? [],
    identityMaxLifetimeSeconds: e.KEFU_IDENTITY_MAX_LIFETIME_SECONDS,
    ...(e.KEFU_SHOP_DIR ? { shopDir: e.KEFU_SHOP_DIR } : {}),
    ...(e.KEFU_OFFICE_HOURS ? { officeHours: e.KEFU_OFFICE_HOURS } : {}),
    trustedProxyHops: e.KEFU_TRUSTED_PROXY_HOPS,
    threadRetentionDays: e.KEFU_THREAD_RETENTION_DAYS,
    checkpointFormat: e.KEFU_CHECKPOINT_FORMAT,
    serveDemo,
    logLevel: e.LOG_LEVEL,
    embeddedDefaults: !e.KEFU_SITES,
    ...(demoAgent ? { demoAgentToken: demoAgent.token } : {}),
    ...(e.KEFU_SMTP_URL && e.KEFU_SMTP_FROM ? { smtp: { url: e.KEFU_SMTP_URL, from: e.KEFU_SMTP_FROM } } : {}),
    http: httpSettings(e, e.KEFU_TRUSTED_PROXY_HOPS),
    integration: integrationSettings(e),
    uploads: uploads.settings,
  };
}
