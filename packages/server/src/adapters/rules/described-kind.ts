import { createRequire } from 'node:module';
import pluralize from 'pluralize';
import type { Entities } from '../../ports/intent.js';
import { containsWord, type LexiconWord, type ProductLexicon } from './product-lexicon.js';
import { basicColorOf } from '../commerce/match-color.js';

// stopword's short English list (any, the, with, under…): words that describe nothing.
const STOPWORDS: ReadonlySet<string> = new Set((createRequire(import.meta.url)('stopword') as { eng: string[] }).eng);
// Shopping words that are not in the stopword list but describe no product.
const NOT_DESCRIBING = new Set(['show', 'got', 'have', 'want', 'need', 'looking', 'buy', 'please', 'pls', 'thanks', 'ones', 'cheapest', 'cheap']);
const LATIN_WORD = /[a-z][a-z'-]{2,}/g;

/** The Latin words of the catalog's titles and tags: the words a shopper may describe a kind of product by ("boxy"). */
const vocabularies = new WeakMap<ProductLexicon, ReadonlySet<string>>();
function vocabularyOf(lexicon: ProductLexicon): ReadonlySet<string> {
  let vocabulary = vocabularies.get(lexicon);
  if (!vocabulary) {
    const texts = [...lexicon.names.values(), ...lexicon.tagCues.map((cue) => cue.tag)];
    vocabulary = new Set(texts.flatMap((text) => text.toLowerCase().match(LATIN_WORD) ?? []));
    vocabularies.set(lexicon, vocabulary);
  }
  return vocabulary;
}

/** Whether a word names things in the plural ("tees", "t-shirts", "cargo pants"). */
const isPlural = (key: string) =>
  /^[a-z][a-z -]*$/.test(key) && pluralize.isPlural(key.split(/[\s-]/).at(-1)!) && !pluralize.isSingular(key.split(/[\s-]/).at(-1)!);

const HAN = /\p{Script=Han}/u;

/** The kind of product the text names in the plural (Chinese has none: "T恤"): a type word, else a word several titles share. */
function pluralKind(text: string, lexicon: ProductLexicon): { word: LexiconWord; type: boolean } | undefined {
  const type = lexicon.types.find((word) => (isPlural(word.key) || HAN.test(word.key)) && containsWord(text, word.key));
  if (type) return { word: type, type: true };
  const titled = lexicon.titleWords?.find((word) => word.key !== word.value && isPlural(word.key) && containsWord(text, word.key));
  return titled ? { word: titled, type: false } : undefined;
}

/**
 * "any boxy tees?", "graphic t-shirts under 30": a kind of product named in the plural (a type, or a word several titles
 * share) with words of the catalog's titles or tags that describe it. A search of that kind for the products carrying
 * every such word (`described`), rather than of every product whose title holds "boxy" (a shirt among the tees) or the
 * one title holding "star". Undefined when the message names a product, or no kind in the plural, or no such word;
 * "the maroon tee" names one product and stays so.
 */
export function describedKind(text: string, entities: Entities, lexicon: ProductLexicon): Entities | undefined {
  if (entities.productIds?.length) return undefined;
  const kind = pluralKind(text, lexicon);
  if (!kind) return undefined;
  // "Grey Loop T恤多少钱": the one title holding the words is of that kind, so they name it.
  const one = entities.candidates?.length === 1 ? entities.candidates[0]! : undefined;
  if (one && (kind.type ? lexicon.productTypes?.get(one) === kind.word.value : containsWord(lexicon.names.get(one)?.toLowerCase() ?? '', kind.word.value)))
    return undefined;
  const vocabulary = vocabularyOf(lexicon);
  // The kind's own words ("tee", "tees"), option values and other types describe nothing more.
  const taken = new Set(
    [...lexicon.types, ...lexicon.optionValues, ...(lexicon.titleWords ?? []).filter((word) => word.value === kind.word.value)].flatMap(
      (word) => word.key.match(LATIN_WORD) ?? [],
    ),
  );
  for (const word of lexicon.currencyWords) taken.add(word);
  const words = [
    ...new Set((text.match(LATIN_WORD) ?? []).filter((word) => !STOPWORDS.has(word) && !NOT_DESCRIBING.has(word) && !taken.has(word) && vocabulary.has(word))),
  ];
  // "white polos": a colour is asked as one (tags, a colour attribute, the title), not as a word some titles carry.
  const colours = words.filter((word) => basicColorOf(word) && !entities.options?.some((option) => option.value.toLowerCase() === word));
  const described = words.filter((word) => !basicColorOf(word)).slice(0, 3);
  if (!described.length && !colours.length) return undefined;
  const { candidates: _candidates, named: _named, type: _type, ...rest } = entities;
  const options = colours.length ? { options: [...(entities.options ?? []), ...colours.map((value) => ({ value }))] } : {};
  return { ...rest, ...options, ...(kind.type ? { type: kind.word.value } : { named: kind.word.value }), ...(described.length ? { described } : {}) };
}
