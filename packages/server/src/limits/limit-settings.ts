import { z } from 'zod';

/** One configurable limit: the variable that sets it, its default and the range it must stay in. */
export interface LimitSetting {
  /** The environment variable. */
  env: string;
  /** Default when the variable is unset. */
  default: number;
  /** Smallest accepted value. */
  min: number;
  /** Largest accepted value. */
  max: number;
  /** What is limited, as the README's limits table says it. */
  meaning: string;
}

/**
 * Every limit on what a shopper's socket may do, in one place: config.ts reads them from the environment and
 * the README's limits table documents them (a test keeps the two identical). Rates count over a sliding minute;
 * a refused event is not counted, so it never uses up a budget.
 */
export const LIMIT_SETTINGS = {
  messagesPerShopper: {
    env: 'KEFU_RATE_LIMIT_PER_MINUTE',
    default: 100,
    min: 1,
    max: 1_000_000_000,
    meaning: '`message:send` per shopper (the signed-in customer, else the conversation) per minute. A retry of an accepted message does not count',
  },
  messagesPerIp: { env: 'KEFU_LIMIT_MESSAGES_PER_IP', default: 100, min: 1, max: 1_000_000_000, meaning: '`message:send` per IP address per minute' },
  hellosPerSocket: { env: 'KEFU_LIMIT_HELLOS_PER_SOCKET', default: 10, min: 1, max: 10_000, meaning: '`session:hello` (new or resumed) per socket per minute' },
  hellosPerIp: { env: 'KEFU_LIMIT_HELLOS_PER_IP', default: 300, min: 1, max: 1_000_000_000, meaning: '`session:hello` per IP address per minute' },
  newThreadsPerIp: {
    env: 'KEFU_LIMIT_NEW_THREADS_PER_IP',
    default: 100,
    min: 1,
    max: 1_000_000_000,
    meaning: 'new conversations opened per IP address per minute (they are stored, so they cost more than a resume)',
  },
  replayKibPerHello: {
    env: 'KEFU_LIMIT_REPLAY_KIB_PER_HELLO',
    default: 256,
    min: 64,
    max: 16_384,
    meaning:
      'KiB of missed events one hello replays (at most 500 events); a client further behind gets the newest ones and `truncated`. Replay per minute is bounded by this × the hello limits',
  },
  interruptRepliesPerSocket: {
    env: 'KEFU_LIMIT_INTERRUPT_REPLIES_PER_SOCKET',
    default: 30,
    min: 1,
    max: 10_000,
    meaning: '`interrupt:reply` per socket per minute',
  },
  interruptRepliesPerIp: {
    env: 'KEFU_LIMIT_INTERRUPT_REPLIES_PER_IP',
    default: 300,
    min: 1,
    max: 1_000_000_000,
    meaning: '`interrupt:reply` per IP address per minute',
  },
  cancelsPerSocket: { env: 'KEFU_LIMIT_CANCELS_PER_SOCKET', default: 10, min: 1, max: 10_000, meaning: '`conversation:cancel` per socket per minute' },
  cancelsPerIp: { env: 'KEFU_LIMIT_CANCELS_PER_IP', default: 100, min: 1, max: 1_000_000_000, meaning: '`conversation:cancel` per IP address per minute' },
  typingPerSocket: {
    env: 'KEFU_LIMIT_TYPING_PER_SOCKET',
    default: 60,
    min: 1,
    max: 10_000,
    meaning: '`typing` per socket per minute (the widget sends one every 4 s while the shopper types)',
  },
  typingPerIp: { env: 'KEFU_LIMIT_TYPING_PER_IP', default: 600, min: 1, max: 1_000_000_000, meaning: '`typing` per IP address per minute' },
  agentTypingPerSocket: {
    env: 'KEFU_LIMIT_AGENT_TYPING_PER_SOCKET',
    default: 60,
    min: 1,
    max: 10_000,
    meaning: '`thread:typing` per agent console socket per minute (the console sends one every 3 s while the agent types; the shopper sees it)',
  },
  transcriptEmailsPerThread: {
    env: 'KEFU_LIMIT_TRANSCRIPT_EMAILS_PER_THREAD',
    default: 3,
    min: 1,
    max: 100,
    meaning: '`transcript:email` per conversation per hour (each sends a mail to an address the shopper typed)',
  },
  transcriptEmailsPerIp: {
    env: 'KEFU_LIMIT_TRANSCRIPT_EMAILS_PER_IP',
    default: 20,
    min: 1,
    max: 1_000_000,
    meaning: '`transcript:email` per IP address per hour',
  },
  transcriptDownloadsPerSocket: {
    env: 'KEFU_LIMIT_TRANSCRIPT_DOWNLOADS_PER_SOCKET',
    default: 10,
    min: 1,
    max: 10_000,
    meaning: '`transcript:download` per socket per minute',
  },
  feedbackPerSocket: { env: 'KEFU_LIMIT_FEEDBACK_PER_SOCKET', default: 10, min: 1, max: 10_000, meaning: '`feedback` per socket per minute' },
  feedbackPerIp: { env: 'KEFU_LIMIT_FEEDBACK_PER_IP', default: 60, min: 1, max: 1_000_000_000, meaning: '`feedback` per IP address per minute' },
  ratingsPerThread: {
    env: 'KEFU_LIMIT_RATINGS_PER_THREAD',
    default: 20,
    min: 1,
    max: 1_000,
    meaning: 'ratings stored per conversation: one for the whole conversation and one per answer, each only for a `seq` the conversation has',
  },
  pendingEventsPerSocket: {
    env: 'KEFU_LIMIT_PENDING_EVENTS_PER_SOCKET',
    default: 16,
    min: 1,
    max: 1_000,
    meaning: 'events one socket may have waiting to be handled; more are refused at once',
  },
  socketsPerIp: {
    env: 'KEFU_LIMIT_SOCKETS_PER_IP',
    default: 100,
    min: 1,
    max: 1_000_000,
    meaning:
      'open sockets per IP address, per server process; the next is refused with `RATE_LIMITED`. Raw connections that never open a socket are capped at twice this (HTTP 403) and closed after `KEFU_HELLO_TIMEOUT_SECONDS`',
  },
  helloTimeoutSeconds: {
    env: 'KEFU_HELLO_TIMEOUT_SECONDS',
    default: 10,
    min: 1,
    max: 300,
    meaning: 'a socket without a successful `session:hello` this long after connecting is closed',
  },
  silenceTimeoutSeconds: {
    env: 'KEFU_SILENCE_TIMEOUT_SECONDS',
    default: 45,
    min: 2,
    max: 600,
    meaning:
      'a socket whose client stops answering the heartbeat (gone without closing: a half-open connection) is closed this long after it last answered, freeing its place in the per-IP count',
  },
  eventTimeoutSeconds: {
    env: 'KEFU_EVENT_TIMEOUT_SECONDS',
    default: 5,
    min: 1,
    max: 120,
    meaning:
      'a `session:hello`, `message:send`, `feedback` or limit check the store has not answered in this long (Redis down or hung) gets `UNAVAILABLE` (retryable; a retried `clientMsgId` is never stored twice)',
  },
  uploadBytes: {
    env: 'KEFU_UPLOAD_MAX_BYTES',
    default: 10 * 1024 * 1024,
    min: 64 * 1024,
    max: 50 * 1024 * 1024,
    meaning:
      'bytes of one uploaded photo or file (`POST /kefu-uploads`, after the widget has shrunk photos to 1600 px); a larger one gets `TOO_LARGE` naming `file` and is never stored',
  },
  uploadsPerThread: {
    env: 'KEFU_LIMIT_UPLOADS_PER_THREAD',
    default: 20,
    min: 1,
    max: 10_000,
    meaning: 'files uploaded to one conversation per minute',
  },
} as const satisfies Record<string, LimitSetting>;

/** The name of one limit. */
export type LimitName = keyof typeof LIMIT_SETTINGS;

/** Every limit's value, by name. */
export type Limits = Record<LimitName, number>;

/** The limits when nothing is configured. */
export const DEFAULT_LIMITS: Limits = Object.fromEntries(Object.entries(LIMIT_SETTINGS).map(([name, setting]) => [name, setting.default])) as Limits;

/** The zod fields config.ts adds to its environment schema, one per limit, keyed by variable. */
export function limitEnvFields(): Record<string, z.ZodType<number>> {
  return Object.fromEntries(
    Object.values(LIMIT_SETTINGS).map((setting: LimitSetting) => [
      setting.env,
      z.coerce
        .number()
        .int()
        .min(setting.min, `must be at least ${setting.min}`)
        .max(setting.max, `must be at most ${setting.max}`)
        .default(setting.default) as unknown as z.ZodType<number>,
    ]),
  );
}

/** The limits from a parsed environment (the output of the fields of {@link limitEnvFields}). */
export function readLimits(parsed: Record<string, unknown>): Limits {
  return Object.fromEntries(Object.entries(LIMIT_SETTINGS).map(([name, setting]) => [name, parsed[setting.env] as number])) as Limits;
}

/**
 * Every limit at its maximum, as environment variables: for benchmarks and load tests that play thousands of
 * shoppers from one loopback address and measure the server past the point where it would shed load (never
 * for a deployment).
 */
export function liftedLimitsEnv(): Record<string, string> {
  const limits = Object.fromEntries(Object.values(LIMIT_SETTINGS).map((setting: LimitSetting) => [setting.env, String(setting.max)]));
  // The HTTP layer's per-address connection cap (http/http-settings.ts) is off at 0.
  return { ...limits, KEFU_HTTP_CONNECTIONS_PER_IP: '0' };
}
