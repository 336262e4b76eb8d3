import type { ProductLexicon } from '../../adapters/rules/index.js';
import type { AnswerLanguage } from '../answers/answer-language.js';
import { shownWord } from '../answers/shown-word.js';

// "something cheaper?", "anything cheaper", "got cheaper ones?", "有便宜点的吗", "有没有更便宜的", "便宜一点的呢": cheaper, of
// nothing named. (With products in focus, the dialogue resolves what they are cheaper than.)
const CHEAPER =
  /^(?:(?:do you have|have you got|you got|got|is there|are there|any|show me|i want|i need|i'?d like)\s+)*(?:something|anything|any|one|ones|stuff|options?)?\s*cheaper(?:\s+(?:ones?|options?|stuff|things?|please|pls|than that))?$|^(?:那|那么)?(?:还)?(?:有没有|有|要|来个|想要)?(?:更|再)?便宜(?:一)?(?:点|些)(?:儿)?(?:的)?(?:吗|嘛|么|没|不|呢)?$/iu;

/** Whether a message asks for something cheaper and names nothing it is cheaper than (its particles and punctuation off). */
export function asksCheaperOfNothing(core: string): boolean {
  return CHEAPER.test(core.trim());
}

/** The shop's product types as shoppers of a language write them (plural English, else the catalog's word), at most `max`. */
function typeWords(lexicon: ProductLexicon, lang: AnswerLanguage, max: number): string[] {
  const en = lang === 'en';
  // A Chinese word may hold Latin letters ("T恤"), not spaces.
  const fits = (key: string) => (en ? /^[a-z][a-z -]*$/.test(key) : /^[\p{Script=Han}a-z0-9]*\p{Script=Han}[\p{Script=Han}a-z0-9]*$/u.test(key));
  const kinds = lexicon.typeList.length ? lexicon.typeList : [...new Set((lexicon.titleWords ?? []).map((word) => word.value))];
  const words = kinds.map((kind) => {
    // Longest first: "necklaces" before "necklace".
    const word = shownWord([...lexicon.types, ...(lexicon.titleWords ?? [])].find((entry) => entry.value === kind && fits(entry.key)));
    // A category path ("Apparel > Clothing > Polos") is offered by its last part.
    return word ?? kind.split('>').at(-1)!.trim();
  });
  return [...new Set(words)].slice(0, max);
}

/**
 * "Cheaper than what?": a short question asking what kind of product and what budget, with quick replies for the
 * shop's own product types, each asking for the cheapest of that type ("cheapest necklaces", "最便宜的项链").
 */
export function cheaperThanWhat(lexicon: ProductLexicon, lang: AnswerLanguage, max: number): { text: string; replies: Array<{ text: string }> } {
  const en = lang === 'en';
  const text = en
    ? 'Cheaper than what? Tell me what kind of product you are looking for and your budget, or pick one below.'
    : '想找哪类更便宜的商品呢？告诉我想要的商品类型和预算，或点下面的选项。';
  const replies = typeWords(lexicon, lang, max).map((word) => ({ text: en ? `cheapest ${word}` : `最便宜的${word}` }));
  return { text, replies };
}
