export { recognizeWithRules, soundsAngry } from './rules-engine.js';
export { extractEntities, parseAmount } from './extract-entities.js';
export { buildProductLexicon, findProducts, withoutProducts } from './product-lexicon.js';
export { findOtherBrandModel } from './other-brand-model.js';
export type { ProductLexicon } from './product-lexicon.js';
export { detectLanguage, normalizeText } from './normalize-text.js';
export { splitClauses } from './split-clauses.js';
export { asksRefundStatus, asksRefundTiming } from './refund-question.js';
export { describesFault, NOT_AS_DESCRIBED_WORDS, saysFault, WRONG_ITEM_WORDS } from './reason-words.js';
