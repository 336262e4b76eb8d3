import { z } from 'zod';
import { llmEnvShape, resolveLlmConfig, type LlmConfig } from './llm-config.js';

// What a browser's Origin header can be: scheme://host[:port], no path; `:*` allows any port.
const ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:(\d{1,5}|\*))?$/i;

const originSchema = z.string().superRefine((origin, ctx) => {
  if (origin === '*' || ORIGIN.test(origin)) return;
  const shown = origin.slice(0, 100);
  ctx.addIssue({ code: 'custom', message: `"${shown}" is not an origin: write scheme://host[:port] with no path, e.g. https://shop.example or http://localhost:*` });
});

const siteSchema = z.object({
  /** Public key the widget sends in hello (`data-site-key`). */
  siteKey: z.string().regex(/^[\w.:-]{1,128}$/),
  /** The shop this site belongs to (knowledge base and commerce scope). @default siteKey */
  siteId: z.string().regex(/^[\w.:-]{1,128}$/).optional(),
  /** Allowed page origins, each `scheme://host[:port]`; port `*` matches any port, e.g. `http://localhost:*`. */
  origins: z.array(originSchema).min(1),
  /** HS256 secret the merchant's backend signs identity tokens with (at least 16 characters). */
  identitySecret: z.string().min(16),
});

const agentSchema = z.object({
  id: z.string().regex(/^[\w.:-]{1,64}$/),
  name: z.string().min(1).max(64),
  /** Bearer token the console presents (at least 16 characters). */
  token: z.string().min(16),
  /** The siteIds whose conversations this agent sees and handles. @default every site */
  sites: z.array(z.string().regex(/^[\w.:-]{1,128}$/)).min(1).optional(),
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
  identitySecret: 'kefu-demo-identity-secret-change-me',
};

/** The embedded-defaults console agent (demo only): its token is in the README, so it signs in from this machine only. */
export const DEMO_AGENT: AgentAccount = { id: 'lin', name: 'Lin', token: 'kefu-demo-agent-token-change-me' };

const json = <T extends z.ZodType>(schema: T) =>
  z.string().transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
      return z.NEVER;
    }
  }).pipe(schema);

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalUrl = z.url().optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().min(1).default('0.0.0.0'),
  REDIS_URL: z.url().refine((url) => /^rediss?:\/\//.test(url), 'must start with redis:// or rediss://').optional(),
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
  KEFU_COMMERCE_TOKEN: z.string().min(1).optional(),
  KEFU_INTERRUPT_TTL_SECONDS: positiveInt(600),
  KEFU_WATCHDOG_SECONDS: positiveInt(150),
  KEFU_MAX_CONCURRENT_TURNS: positiveInt(32),
  KEFU_RATE_LIMIT_PER_MINUTE: positiveInt(100),
  KEFU_QUEUE_DEGRADE_SECONDS: positiveInt(120),
  KEFU_MODEL_TIMEOUT_SECONDS: positiveInt(30),
  KEFU_KNOWLEDGE_DIR: z.string().min(1).optional(),
  KEFU_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  KEFU_THREAD_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(90),
  KEFU_SERVE_DEMO: z.enum(['0', '1', 'true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

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
  rateLimitPerMinute: number;
  queueDegradeSeconds: number;
  modelTimeoutSeconds: number;
  knowledgeDir?: string;
  /** Proxies in front whose X-Forwarded-For entries are believed (0: use the socket's own address). */
  trustedProxyHops: number;
  /** Days a conversation is kept in Redis after its last event (0: for good). */
  threadRetentionDays: number;
  serveDemo: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** True when no site was configured and the built-in demo site is in use. */
  embeddedDefaults: boolean;
}

/** A configuration problem, naming the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a {@link ConfigError} naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): KefuConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`invalid configuration\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const sites = (e.KEFU_SITES ?? [DEMO_SITE]).map((site) => ({ ...site, siteId: site.siteId ?? site.siteKey }));
  const siteIds = new Set(sites.map((site) => site.siteId));
  const strays = (e.KEFU_AGENTS ?? []).flatMap((agent) => (agent.sites ?? []).filter((siteId) => !siteIds.has(siteId)).map((siteId) => `${agent.id} → ${siteId}`));
  if (strays.length > 0) throw new ConfigError(`invalid configuration\n  KEFU_AGENTS: agents name sites that KEFU_SITES does not define (${strays.join(', ')})`);
  const { llm, problems } = resolveLlmConfig(e);
  if (problems.length > 0) throw new ConfigError(`invalid configuration\n  ${problems.join('\n  ')}`);
  return {
    port: e.PORT,
    host: e.HOST,
    ...(e.REDIS_URL ? { redisUrl: e.REDIS_URL } : {}),
    ...(e.MEILI_URL ? { meili: { url: e.MEILI_URL, ...(e.MEILI_MASTER_KEY ? { masterKey: e.MEILI_MASTER_KEY } : {}) } } : {}),
    ...(llm ? { llm } : {}),
    sites,
    agents: e.KEFU_AGENTS ?? (e.KEFU_SITES ? [] : [DEMO_AGENT]),
    ...(e.KEFU_COMMERCE_URL ? { commerce: { url: e.KEFU_COMMERCE_URL, ...(e.KEFU_COMMERCE_TOKEN ? { token: e.KEFU_COMMERCE_TOKEN } : {}) } } : {}),
    interruptTtlSeconds: e.KEFU_INTERRUPT_TTL_SECONDS,
    watchdogSeconds: e.KEFU_WATCHDOG_SECONDS,
    maxConcurrentTurns: e.KEFU_MAX_CONCURRENT_TURNS,
    rateLimitPerMinute: e.KEFU_RATE_LIMIT_PER_MINUTE,
    queueDegradeSeconds: e.KEFU_QUEUE_DEGRADE_SECONDS,
    modelTimeoutSeconds: e.KEFU_MODEL_TIMEOUT_SECONDS,
    ...(e.KEFU_KNOWLEDGE_DIR ? { knowledgeDir: e.KEFU_KNOWLEDGE_DIR } : {}),
    trustedProxyHops: e.KEFU_TRUSTED_PROXY_HOPS,
    threadRetentionDays: e.KEFU_THREAD_RETENTION_DAYS,
    serveDemo: e.KEFU_SERVE_DEMO === '1' || e.KEFU_SERVE_DEMO === 'true',
    logLevel: e.LOG_LEVEL,
    embeddedDefaults: !e.KEFU_SITES,
  };
}
