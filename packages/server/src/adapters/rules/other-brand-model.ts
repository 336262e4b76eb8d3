// Phones, tablets and earbuds of other makers that shoppers ask a shop about ("iPhone 16 多少钱"). When the catalog
// does not carry one, the answer says so instead of guessing or recommending. A catalog that does sell one
// matches it as a product first, so this is only consulted when no catalog product was named.
const MODELS: readonly RegExp[] = [
  /\biphone\s*(?:\d{1,2}\s*(?:pro\s*max|pro|plus|max|mini|e)?|se|x[rs]?)?(?![a-z])/i,
  /\bairpods\s*(?:pro|max|\d)?(?![a-z])/i,
  /\b(?:samsung\s*)?galaxy\s*(?:[a-z]{1,2}\s*\d{1,3}\s*(?:ultra|plus|fe|\+)?|tab\s*\w+|buds\s*\w*)/i,
  /(?:\bhuawei|华为)\s*(?:(?:mate|nova|pura|p)\s*)?(?:\d{1,3}\s*(?:pro\+?|rs)?)?|\b(?:mate|nova|pura)\s*\d{1,3}\s*(?:pro\+?|rs)?/i,
  /(?:\bxiaomi|小米)\s*(?:\d{1,2}\s*(?:ultra|pro)?)?|(?:\bredmi|红米)\s*(?:k?\s*\d{1,3}\s*(?:pro\+?)?)?/i,
  /\bpixel\s*\d{1,2}\s*(?:pro|a)?/i,
  /荣耀\s*(?:magic\s*\d+|\d{1,3})?|\bhonor\s*(?:magic\s*\d+|\d{1,3})/i,
  /\b(?:vivo|iqoo)\s*(?:x\s*\d{1,3}\s*(?:pro)?|\d{1,3})?(?![a-z])/i,
  /(?:\boneplus|一加)\s*\d{0,2}/i,
  /(?:苹果|三星)(?:手机|平板|耳机)?\s*\d{0,2}/,
];

const SPELLING: Record<string, string> = { iphone: 'iPhone', airpods: 'AirPods', iqoo: 'iQOO', oneplus: 'OnePlus' };
const spell = (word: string) => SPELLING[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1);

/** The other maker's model a text names ("iPhone 16", "华为 Mate 70"), or undefined. */
export function findOtherBrandModel(text: string): string | undefined {
  for (const pattern of MODELS) {
    const match = pattern.exec(text);
    // The rules engine lower-cases the text: give Latin names their usual spelling back.
    if (match) return match[0].trim().replace(/\s+/g, ' ').replace(/[a-z][a-z0-9+]*/gi, spell);
  }
  return undefined;
}
