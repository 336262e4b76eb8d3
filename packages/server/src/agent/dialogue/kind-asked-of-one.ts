import type { Intent } from '../../ports/intent.js';
import { filedUnder } from '../../adapters/commerce/match-products.js';
import { asksBuildQuality } from '../../adapters/rules/build-quality-question.js';
import { MAX_CANDIDATES } from '../../adapters/rules/partial-names.js';
import { containsWord, type ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { isElliptical } from './reference-cues.js';

// A pointing word right before the kind: "这件衬衫", "那款夹克", "this shirt", "that jacket".
const POINTING_ZH = /(?:这|那)(?:件|款|个|条|双|只|顶|副|一件|一款)?$/;
const POINTING_EN = /\b(?:this|that)\s+$/i;

/**
 * The kind word the text says for a type, the longest first ("衬衫" of Shirts, "shirt"), and what points at it; none
 * when the text asks nothing but the kind ("and the polo?", "那件夹克呢": the last question, kept for it).
 */
export function kindSaid(text: string, type: string | undefined, lexicon: ProductLexicon): { kind: string; phrase: string } | undefined {
  const lower = normalizeText(text).toLowerCase();
  const kind = lexicon.types
    .filter((word) => (type === undefined || word.value === type) && containsWord(lower, word.key))
    .sort((a, b) => b.key.length - a.key.length)[0]?.key;
  if (!kind) return undefined;
  const before = lower.slice(0, lower.indexOf(kind));
  const pointing = POINTING_ZH.exec(before)?.[0] ?? POINTING_EN.exec(before)?.[0] ?? '';
  const phrase = `${pointing}${kind}`;
  return isElliptical(lower.split(phrase).join(' '), lexicon, true) ? undefined : { kind, phrase };
}

/**
 * "这件衬衫是什么面料", "what fabric is this shirt?" (a kind pointed at) and "衬衫质量怎么样" (how good a kind is): a
 * question of one product, not of every product of the kind. The one in focus when it is of that kind, the only one
 * of it, else which of them (askWhichCandidate, with a reply per product). "衬衫是什么面料" of the kind alone, and a
 * kind of more products than a question can offer, stay as read. "how is the quality of the shirts?" (an English
 * plural) asks it of each shirt, answered side by side.
 */
export function kindAskedOfOne(intent: Intent, lexicon: ProductLexicon, head: string | undefined): Intent | undefined {
  const e = intent.entities;
  if (!e.type || e.productIds?.length || e.candidates?.length || e.named || e.options?.length || e.maxPrice !== undefined || e.minPrice !== undefined)
    return undefined;
  if (intent.type !== 'product_recommend' && intent.type !== 'params_query') return undefined;
  const said = kindSaid(intent.text, e.type, lexicon);
  const pointed = !!said && said.phrase !== said.kind;
  // "how is the quality of the shirts?", "are your shirts good quality?": how good each of the kind is, in one list.
  const ofType = [...(lexicon.productTypes ?? [])].filter(([, type]) => filedUnder(type, e.type!)).map(([id]) => id);
  if (!pointed && asksBuildQuality(intent.text) && said && saysPlural(intent.text, said.kind) && ofType.length > 1 && ofType.length <= MAX_CANDIDATES)
    return askedOfEach(intent, e.type, ofType);
  if (!pointed && !(intent.type === 'params_query' && asksBuildQuality(intent.text))) return undefined;
  const { type, tags: _tags, ...rest } = e;
  const asked = (entities: Intent['entities']): Intent => ({ ...intent, type: 'params_query', confidence: Math.max(intent.confidence, 0.85), entities });
  if (pointed && head && ofType.includes(head)) return asked({ ...rest, type, productIds: [head] });
  if (ofType.length === 1) return asked({ ...rest, type, productIds: ofType });
  return ofType.length > 1 && ofType.length <= MAX_CANDIDATES ? asked({ ...rest, type, candidates: ofType }) : undefined;
}

// English marks the plural: "the shirts" is every shirt, "the shirt" one (Chinese "衬衫" says neither: which one asked).
function saysPlural(text: string, kind: string): boolean {
  return /[^s]s$/i.test(kind) || new RegExp(`\\b${kind.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|es)\\b`, 'i').test(normalizeText(text));
}

/** The question asked of every product of the kind, each answered in one list. */
function askedOfEach(intent: Intent, type: string, productIds: string[]): Intent {
  const { tags: _tags, ...rest } = intent.entities;
  return { ...intent, type: 'params_query', confidence: Math.max(intent.confidence, 0.85), entities: { ...rest, type, productIds } };
}
