import { z } from 'zod';
import { shopPattern } from './shop-pattern.js';

const word = z.string().trim().min(1).max(100);
/** A case-insensitive regular expression, as the rules engine compiles it. */
const pattern = shopPattern('i');

/**
 * The words shoppers of one shop use that its catalog does not say (`lexicon.yaml` in the shop folder): synonyms of
 * its product types, option values and promotions, cues for its tags, how its currency is spoken, typos of its
 * product names. Everything else the rules engine knows about a shop is derived from the catalog itself.
 */
export const shopLexiconSchema = z.strictObject({
  /** Other words for a product type, by the type as the catalog writes it ("手机": [phone, smartphone]). */
  typeSynonyms: z.record(z.string(), z.array(word).max(50)).default({}),
  /** Other ways to write an option value, by the value as the catalog writes it ("12GB": [12g, 12 g]). */
  optionValueSynonyms: z.record(z.string(), z.array(word).max(50)).default({}),
  /** Words that ask about the shop's promotions beyond their names ("补贴", "rebate"). */
  promotionSynonyms: z.array(word).max(100).default([]),
  /** Regular expressions (case-insensitive) that ask for a tag, by tag ("拍照": "摄影|camera|photo"). */
  tagCues: z.record(z.string(), pattern).default({}),
  /** How shoppers write the currency after an amount ("dollars", "bucks"). */
  currencyWords: z.array(word).max(50).default([]),
  /** Regular expressions (case-insensitive) that ask about an attribute, by the attribute's name ("Material": "fabric|made of"). */
  attributeCues: z.record(z.string(), pattern).default({}),
  /** Regular expressions (case-insensitive) for products of other makers the shop does not carry ("iphone\\s*\\d+"). */
  otherMakers: z.array(pattern).max(200).default([]),
  /** How those names are spelled, by their lower-cased word ("iphone": "iPhone"). */
  spellings: z.record(z.string(), word).default({}),
  /** Cues of intents beyond the general ones, by intent type: a literal `text` or a case-insensitive `pattern`, with a weight 0..1. */
  intentCues: z
    .record(
      z.string(),
      z
        .array(z.union([z.strictObject({ text: word, weight: z.number().min(0).max(1) }), z.strictObject({ pattern, weight: z.number().min(0).max(1) })]))
        .max(200),
    )
    .default({}),
  /** English words matched with typo tolerance, by the intent type they point at. */
  fuzzyWords: z.record(z.string().regex(/^[a-z]{4,30}$/), z.string()).default({}),
  /** Misspellings of product names, by the name they mean ("findx9": [fnd x9]). */
  typos: z.record(z.string(), z.array(word).max(50)).default({}),
});

/** A shop's lexicon data. */
export type ShopLexicon = z.infer<typeof shopLexiconSchema>;
