import type { Intent, IntentType } from '../../ports/intent.js';
import { filedUnder } from '../../adapters/commerce/match-products.js';
import { escapeRegExp, type ProductLexicon } from '../../adapters/rules/product-lexicon.js';
import { normalizeText } from '../../adapters/rules/normalize-text.js';
import { isElliptical } from './reference-cues.js';
import { ASKS_PRICE } from './only-of-type.js';
import type { LastIntent } from './dialogue-state.js';

const PRODUCT_QUESTIONS: readonly IntentType[] = ['price_query', 'inventory_check', 'params_query'];

const withoutWord = (text: string, word: string) => text.replace(new RegExp(`(?<![a-z0-9])${escapeRegExp(word)}(?![a-z0-9])`, 'gi'), ' ');

/**
 * The message without the words that named its product by part of its title: the title itself (a part said is
 * replaced by the whole: "the Oxford Button-Down Shirt shirt"), its kind ("shirt", 衬衫) and the title words the title
 * holds (牛津 of the Oxford Button-Down Shirt). What is left of "那牛津衬衫呢", "what about the oxford shirt?" is no
 * question of its own.
 */
export function withoutWordsOfNamed(intent: Intent, lexicon: ProductLexicon): string {
  const titles = (intent.entities.productIds ?? []).map((id) => lexicon.names.get(id)?.toLowerCase() ?? '').filter(Boolean);
  const kind = lexicon.types.filter((word) => word.value === intent.entities.type).map((word) => word.key);
  const titled = (lexicon.titleWords ?? []).filter((word) => titles.some((title) => title.includes(word.value.toLowerCase()))).map((word) => word.key);
  return [...titles, ...kind, ...titled].reduce((text, word) => withoutWord(text, word), normalizeText(intent.text));
}

/**
 * "牛仔夹克质量怎么样", "牛津衬衫多少钱", "亚麻衬衫多少钱" → "那牛津衬衫呢": a title word beside a kind (fabric-beside-kind.ts:
 * named "oxford", type Shirts) that one title of the kind holds names that product, as part of its title would. A
 * product question, or a price asked as a search, is that product's; a message naming it and asking nothing of its own
 * keeps the last question (the price the list of shirts answered, too). A search such as "有牛津衬衫吗" stays the
 * search that lists it, and a word several titles of the kind hold stays a search of them.
 */
export function oneOfKindTitled(intent: Intent, lexicon: ProductLexicon, last: LastIntent | null | undefined): Intent | undefined {
  const { type, named, productIds, candidates, ...rest } = intent.entities;
  if (!type || !named || productIds?.length || candidates?.length) return undefined;
  const word = new RegExp(`\\b${escapeRegExp(named)}\\b`, 'i');
  const titled = [...(lexicon.productTypes ?? [])].filter(([id, of]) => filedUnder(of, type) && word.test(lexicon.names.get(id) ?? '')).map(([id]) => id);
  if (titled.length !== 1) return undefined;
  const one: Intent = { ...intent, entities: { ...rest, type, productIds: titled } };
  if (PRODUCT_QUESTIONS.includes(intent.type)) return one;
  if (intent.type !== 'product_recommend') return undefined;
  const asked = questionOfList(intent);
  if (asked) return { ...one, type: asked, confidence: Math.max(intent.confidence, 0.85) };
  if (!last || !isElliptical(withoutWordsOfNamed(one, lexicon), lexicon, true)) return undefined;
  // Named after a product question, or a list asked by its prices or stock ("衬衫多少钱"), it keeps that question
  // (resolveEllipsis).
  return PRODUCT_QUESTIONS.includes(last.type) || questionOfList(last) ? { ...one, type: 'params_query' } : undefined;
}

// "亚麻衬衫有货吗", "有货吗" of a kind: a search, whose one match is answered with its stock.
const ASKS_STOCK = /有货|有现货|库存|缺货|\bin stock\b/i;

/**
 * What a search asked of the products it lists: "衬衫多少钱", "how much are the shirts?" their prices, "亚麻衬衫有货吗"
 * their stock; a product named right after it ("那牛津衬衫呢", "and the oxford shirt?") is asked the same.
 */
export function questionOfList(intent: Pick<LastIntent, 'type' | 'text'>): IntentType | undefined {
  if (intent.type !== 'product_recommend') return undefined;
  return ASKS_PRICE.test(intent.text) ? 'price_query' : ASKS_STOCK.test(intent.text) ? 'inventory_check' : undefined;
}
