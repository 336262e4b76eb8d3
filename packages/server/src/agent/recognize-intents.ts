import { createHash } from 'node:crypto';
import { z } from 'zod';
import { HumanMessage, SystemMessage, type BaseMessage } from '@langchain/core/messages';
import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { Cache } from '../ports/cache.js';
import { INTENT_TYPES, type Entities, type Intent, type Recognition } from '../ports/intent.js';
import { extractEntities } from '../adapters/rules/extract-entities.js';
import { findProducts, type ProductLexicon } from '../adapters/rules/product-lexicon.js';
import { normalizeText } from '../adapters/rules/normalize-text.js';
import { recognizeWithRules } from '../adapters/rules/rules-engine.js';
import { maskPii } from '../privacy/pii-detector.js';
import { ModelUnavailableError, type ModelGateway } from './model/model-gateway.js';
import { coordinatorPrompt, focusPrompt } from './prompts.js';
import { contextFingerprint, dependsOnContext } from './dialogue/context-key.js';

// The recent exchanges and the dialogue state, before the message: the model reads "那X8呢" in its conversation.
function contextMessages(context: RecognitionContext | undefined): BaseMessage[] {
  if (!context) return [];
  return [
    ...(context.focus ? [new SystemMessage(focusPrompt(context.focus))] : []),
    ...context.history.slice(-6).map((entry) => (entry.role === 'user' ? new HumanMessage(entry.text) : new SystemMessage(`(earlier answer) ${entry.text}`))),
  ];
}

/** Rules results at least this confident skip the cache and the model (seed 002 level 1). */
export const FAST_PATH_CONFIDENCE = 0.85;
/** Only results at least this confident are cached (seed 002). */
export const CACHEABLE_CONFIDENCE = 0.7;
const INTENT_CACHE_MS = 24 * 3_600_000;

const llmIntentSchema = z.object({
  intents: z
    .array(
      z.object({
        type: z.enum(INTENT_TYPES),
        confidence: z.number().min(0).max(1),
        products: z.array(z.string().max(60)).max(4).optional(),
        order_id: z.string().max(40).optional(),
        tracking_number: z.string().max(40).optional(),
        options: z.array(z.string().max(60)).max(5).optional(),
        price_min: z.number().nonnegative().optional(),
        price_max: z.number().positive().optional(),
        promotion: z.boolean().optional(),
        product_type: z.string().max(100).optional(),
      }),
    )
    .min(1)
    .max(5),
  angry: z.boolean().optional(),
  sentiment: z
    .enum(['positive', 'neutral', 'negative'])
    .optional()
    .describe("the shopper's mood: negative when disappointed, impatient or repeating themselves"),
});

/** Options of {@link createIntentRecognizer}. */
export interface IntentRecognizerOptions {
  cache: Cache;
  lexicon: () => Promise<ProductLexicon>;
  model?: BaseChatModel;
  gateway?: ModelGateway;
}

/** Recognises a message's intents: rules fast path → intent cache (24 h) → LLM structured output; rules whenever the LLM fails. */
export type IntentRecognizer = (text: string, options?: RecognizeOptions) => Promise<Recognition>;

/** Options of one {@link IntentRecognizer} call. */
export interface RecognizeOptions {
  signal?: AbortSignal;
  /** The text with PII masked: what the model and the cache key see. @default the text */
  maskedText?: string;
  /** The site asking: each site has its own catalog, so its own cached recognitions. @default 'default' */
  siteId?: string;
  /** The conversation so far: the model reads it, and a message that depends on it is cached per context. */
  context?: RecognitionContext;
}

/** What the model sees of the conversation besides the message. */
export interface RecognitionContext {
  /** The dialogue state rendered (dialogue/render-dialogue.ts); empty when nothing is in focus. */
  focus: string;
  /** Recent exchanges, personal data masked. */
  history: ReadonlyArray<{ role: 'user' | 'assistant'; text: string }>;
}

/** The intent cache key of a message on a site. */
export function intentCacheKey(siteId: string, maskedText: string, context?: string): string {
  // A context-dependent message ("那X8呢") is keyed by the context it was read in, so another conversation never gets it.
  return `intent:${siteId}:${context ? `${context}:` : ''}${createHash('sha256').update(normalizeText(maskedText)).digest('hex').slice(0, 32)}`;
}

function fromModel(output: z.infer<typeof llmIntentSchema>, rules: Recognition, text: string, lexicon: ProductLexicon): Recognition {
  const whole = extractEntities(normalizeText(text), lexicon);
  const intents: Intent[] = output.intents.map((raw) => {
    const productIds = [...new Set((raw.products ?? []).flatMap((name) => findProducts(name, lexicon)))];
    const entities: Entities = {
      ...(output.intents.length === 1 ? whole : {}),
      ...(productIds.length ? { productIds } : {}),
      ...(raw.order_id ? { orderId: raw.order_id.toUpperCase() } : {}),
      ...(raw.tracking_number ? { trackingNumber: raw.tracking_number.toUpperCase() } : {}),
      ...(raw.options?.length ? { options: raw.options.map((value) => ({ value })) } : {}),
      ...(raw.price_min !== undefined ? { minPrice: raw.price_min } : {}),
      ...(raw.price_max !== undefined ? { maxPrice: raw.price_max } : {}),
      ...(raw.promotion ? { promotion: true } : {}),
      ...typeOf(raw.product_type, lexicon),
    };
    return { type: raw.type, confidence: raw.confidence, entities, text };
  });
  return {
    intents,
    confidence: Math.min(...intents.map((i) => i.confidence)),
    angry: rules.angry || output.angry === true,
    ...(output.sentiment ? { sentiment: output.sentiment } : {}),
    language: rules.language,
    source: 'llm',
  };
}

// The model names a type in its own words: only a type of the catalog (by any of its names) is kept.
function typeOf(named: string | undefined, lexicon: ProductLexicon): Pick<Entities, 'type'> {
  const wanted = named?.trim().toLowerCase();
  const type = wanted ? lexicon.types.find((word) => word.key === wanted || word.value.toLowerCase() === wanted)?.value : undefined;
  return type ? { type } : {};
}

/** Creates the coordinator's three-level recogniser. */
export function createIntentRecognizer(options: IntentRecognizerOptions): IntentRecognizer {
  const structured = options.model?.withStructuredOutput(llmIntentSchema, { name: 'classify_intents', method: 'functionCalling' });
  return async (text, { signal, maskedText = text, siteId = 'default', context } = {}) => {
    const lexicon = await options.lexicon();
    const rules = recognizeWithRules(text, lexicon);
    if (!structured || !options.gateway || rules.confidence >= FAST_PATH_CONFIDENCE) return rules;
    const key = intentCacheKey(siteId, maskedText, dependsOnContext(text, rules, lexicon) ? contextFingerprint(context?.focus ?? '') : undefined);
    const cached = await options.cache.get<Recognition>(key);
    if (cached) return { ...cached, angry: cached.angry || rules.angry, source: 'cache' };
    try {
      const output = await options.gateway.call(
        'coordinator',
        async (callSignal) => {
          const raw = await structured.invoke([new SystemMessage(coordinatorPrompt(lexicon)), ...contextMessages(context), new HumanMessage(maskedText)], {
            signal: callSignal,
          });
          const parsed = llmIntentSchema.safeParse(raw);
          if (!parsed.success) throw new ModelUnavailableError('junk', { cause: parsed.error });
          return parsed.data;
        },
        signal ? { signal } : {},
      );
      const recognition = fromModel(output, rules, text, lexicon);
      // Keyed by the masked text, the entry is shared by every shopper who writes the same: it keeps no clear text.
      if (recognition.confidence >= CACHEABLE_CONFIDENCE) await options.cache.set(key, maskRecognition(recognition), INTENT_CACHE_MS);
      return recognition;
    } catch {
      return rules;
    }
  };
}

/** A recognition whose intents' text has personal data masked: what the cache and the checkpoints keep. */
export function maskRecognition(recognition: Recognition): Recognition {
  return { ...recognition, intents: recognition.intents.map((intent) => ({ ...intent, text: maskPii(intent.text) })) };
}
