import { z } from 'zod';

/** The chat model providers Kefu can talk to. */
export const LLM_PROVIDERS = ['groq', 'openai'] as const;

/** Which chat model the assistant uses, resolved from the KEFU_LLM_* and GROQ_* variables. */
export interface LlmConfig {
  /** `groq`: @langchain/groq; `openai`: any OpenAI-compatible chat-completions endpoint through @langchain/openai. */
  provider: (typeof LLM_PROVIDERS)[number];
  model: string;
  /** Optional for `openai` (a local Ollama or vLLM needs none). */
  apiKey?: string;
  /** For `openai`, the URL the client appends `/chat/completions` to, e.g. https://api.deepseek.com/v1. */
  baseUrl?: string;
  temperature: number;
  /** Azure OpenAI's `api-version` query parameter; the key is then also sent as the `api-key` header. */
  apiVersion?: string;
}

/** The environment variables that choose the chat model (merged into the server's environment schema). */
export const llmEnvShape = {
  GROQ_API_KEY: z.string().min(1).optional(),
  GROQ_MODEL: z.string().min(1).default('llama-3.3-70b-versatile'),
  GROQ_BASE_URL: z.url().optional(),
  KEFU_LLM_PROVIDER: z.enum(LLM_PROVIDERS, { error: `must be one of ${LLM_PROVIDERS.join(', ')}` }).optional(),
  KEFU_LLM_BASE_URL: z
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'must start with http:// or https://')
    .optional(),
  KEFU_LLM_MODEL: z.string().min(1).max(200).optional(),
  KEFU_LLM_API_KEY: z.string().min(1).optional(),
  KEFU_LLM_TEMPERATURE: z.coerce.number().min(0).max(2).default(0.2),
  KEFU_LLM_API_VERSION: z
    .string()
    .regex(/^[\w.-]{1,40}$/, 'must look like 2024-10-21')
    .optional(),
};

type LlmEnv = z.infer<z.ZodObject<typeof llmEnvShape>>;

/**
 * Resolves the chat model from parsed variables; returns problems naming each variable instead of throwing.
 * No provider and no key is the offline rules engine; GROQ_API_KEY alone is the Groq provider.
 */
export function resolveLlmConfig(e: LlmEnv): { llm?: LlmConfig; problems: string[] } {
  const provider = e.KEFU_LLM_PROVIDER ?? (e.GROQ_API_KEY ? 'groq' : undefined);
  const temperature = e.KEFU_LLM_TEMPERATURE;
  if (!provider) {
    const stray = (['KEFU_LLM_BASE_URL', 'KEFU_LLM_MODEL', 'KEFU_LLM_API_KEY', 'KEFU_LLM_API_VERSION'] as const).filter((name) => e[name] !== undefined);
    // A half-configured model would silently run the rules engine; say which variable is missing instead.
    return stray.length
      ? { problems: [`KEFU_LLM_PROVIDER: required when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set (groq or openai)`] }
      : { problems: [] };
  }
  if (provider === 'groq') {
    const apiKey = e.KEFU_LLM_API_KEY ?? e.GROQ_API_KEY;
    if (!apiKey) return { problems: ['KEFU_LLM_API_KEY: required for KEFU_LLM_PROVIDER=groq (or set GROQ_API_KEY)'] };
    const baseUrl = e.KEFU_LLM_BASE_URL ?? e.GROQ_BASE_URL;
    return { llm: { provider, apiKey, model: e.KEFU_LLM_MODEL ?? e.GROQ_MODEL, temperature, ...(baseUrl ? { baseUrl } : {}) }, problems: [] };
  }
  const problems = [
    ...(e.KEFU_LLM_BASE_URL ? [] : ['KEFU_LLM_BASE_URL: required for KEFU_LLM_PROVIDER=openai, e.g. https://api.deepseek.com/v1']),
    ...(e.KEFU_LLM_MODEL ? [] : ['KEFU_LLM_MODEL: required for KEFU_LLM_PROVIDER=openai, e.g. deepseek-chat']),
    ...(e.KEFU_LLM_API_VERSION && !e.KEFU_LLM_API_KEY ? ['KEFU_LLM_API_KEY: required when KEFU_LLM_API_VERSION (Azure OpenAI) is set'] : []),
  ];
  if (problems.length) return { problems };
  return {
    llm: {
      provider,
      model: e.KEFU_LLM_MODEL!,
      baseUrl: e.KEFU_LLM_BASE_URL!,
      temperature,
      ...(e.KEFU_LLM_API_KEY ? { apiKey: e.KEFU_LLM_API_KEY } : {}),
      ...(e.KEFU_LLM_API_VERSION ? { apiVersion: e.KEFU_LLM_API_VERSION } : {}),
    },
    problems: [],
  };
}
