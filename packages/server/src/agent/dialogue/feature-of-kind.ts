import type { Intent } from '../../ports/intent.js';
import { asksYesOrNo } from '../../adapters/rules/asks-yes-or-no.js';
import { featureAsked, featureHad } from '../../adapters/rules/feature-question.js';
import { featureIs } from '../../adapters/rules/feature-is-question.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';

// "are the swimsuits …", "do your swimsuits …": the word naming what is asked of, when the shop's kinds do not know it.
const SUBJECT = /^(?:(?:and|so|but|ok|okay|also|then)[,\s]+)?(?:are|do|is|does|can|will)\s+(?:the|your|these|those)\s+([a-z][a-z-]{2,})\s/i;

/**
 * "are the phones 5G?", "这些手机支持5G吗", "do your swimsuits resist chlorine?" with no list in view and nothing in
 * focus: asked of every product of the kind named — a search the answer sums up (answers/feature-of-many.ts), as
 * "are the bikinis waterproof?" is (quality-of-many.ts) — not "which one do you mean?" of titles holding a word, nor a
 * help article a word of it finds ("phones": the account article). Undefined when no kind is named.
 */
export function featureOfKind(intent: Intent): Intent | undefined {
  const text = normalizeText(intent.text).toLowerCase();
  if (!asksYesOrNo(text)) return undefined;
  const supported = featureAsked(text) ?? featureHad(text)?.feature;
  const feature = supported ?? featureIs(text)?.feature;
  if (!feature) return undefined;
  // The titles holding a word of the question are no product picked, and a tag the feature names ("CHLORINE
  // RESISTANT") is what is asked, not what narrows the kind: every product of the kind is answered.
  const { candidates: _titles, productIds: _ids, described: _words, tags, ...kind } = intent.entities;
  const kept = (tags ?? []).filter((tag) => !feature.split(' ').some((word) => tag.toLowerCase().includes(word)));
  // The subject's own word searches only for "are the swimsuits …?": "does your shop support cash on delivery?" asks
  // of the shop (its payment article), not of products called "shop".
  const subject = !supported && !kind.type && !kind.named && !kept.length ? SUBJECT.exec(text)?.[1]?.replace(/(?:e?s)$/, '') : undefined;
  if (!kind.type && !kind.named && !kept.length && !subject) return undefined;
  const entities = { ...kind, ...(kept.length ? { tags: kept } : {}), ...(subject ? { named: subject } : {}) };
  return { ...intent, type: 'product_recommend', confidence: Math.max(intent.confidence, 0.85), entities };
}
