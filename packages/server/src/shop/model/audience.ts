import { z } from 'zod';

/**
 * Who a product is for, as the merchant records it: a gender (female, male, unisex) and an age (adults, kids, baby).
 * A product may carry several ("male; unisex" in Shopify's target-gender metafield).
 */
export const audienceSchema = z.enum(['female', 'male', 'unisex', 'adults', 'kids', 'baby']);

/** One audience a product is for. */
export type Audience = z.infer<typeof audienceSchema>;

// The values Shopify's target-gender and age-group metafields and Google Shopping's Gender and Age Group columns take.
// "universal" / "all ages" name no one in particular, so they record nothing.
const RECORDED: Record<string, Audience> = {
  female: 'female',
  women: 'female',
  male: 'male',
  men: 'male',
  unisex: 'unisex',
  adult: 'adults',
  adults: 'adults',
  teens: 'kids',
  kids: 'kids',
  children: 'kids',
  toddler: 'baby',
  toddlers: 'baby',
  infant: 'baby',
  infants: 'baby',
  newborn: 'baby',
  babies: 'baby',
};

/** The audiences a catalog cell records ("male; unisex", "Kids", "adults"); none for an empty or unknown value. */
export function recordedAudiences(cell: string): Audience[] {
  const found = cell
    .split(/[;,|]/)
    .map((value) => RECORDED[value.trim().toLowerCase()])
    .filter((value): value is Audience => value !== undefined);
  return [...new Set(found)];
}
