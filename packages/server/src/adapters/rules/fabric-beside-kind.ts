import { RETAIL_WORDS } from './retail-words.js';
import { containsWord, type LexiconWord } from './product-lexicon.js';

const FABRICS = new Set(RETAIL_WORDS.materials.flat().map((word) => word.toLowerCase()));

/**
 * "牛津衬衫", "法兰绒衬衫", "丹宁夹克": a fabric the titles name ("Oxford Button-Down Shirt"), said beside a kind word that
 * is a type of the catalog (衬衫 → Shirts). The type alone would list every shirt; the fabric's title word narrows it to
 * the titles holding it. Only a built-in material word does: any other title word beside a kind ("女士衬衫") is left to
 * what reads it already. A fabric word inside the kind word itself (牛仔 of 牛仔裤) is that kind, not a fabric.
 */
export function fabricBesideKind(text: string, kindKey: string, titleWords: readonly LexiconWord[] | undefined): string | undefined {
  return titleWords?.find((word) => FABRICS.has(word.value.toLowerCase()) && !kindKey.includes(word.key) && containsWord(text, word.key))?.value;
}
