import type { Product } from '../../shop/model/index.js';

/**
 * Attributes catalogs of every kind of shop list under names of their own ("Wash Instructions", "Care", "Origin",
 * "Country of origin", "产地"), and how shoppers ask about them ("how do I wash it?", "where is it made?", "怎么洗").
 * Language, not a shop: a shop whose catalog lists such an attribute gets its cue without writing one in lexicon.yaml.
 */
const RETAIL_ATTRIBUTES: ReadonlyArray<{ named: RegExp; asks: string }> = [
  {
    named: /wash|care|laundry|洗涤|洗护|保养|清洗/i,
    asks: '怎么洗|如何洗|能(?:不能)?(?:机)?洗|可以(?:机)?洗|洗涤|清洗|保养|\\b(?:wash(?:ing|ed|able)?|clean(?:ing)?|care (?:instructions?|label)|dry[- ]clean(?:ing)?|tumble[- ]dry|laundry)\\b',
  },
  {
    named: /origin|made in|country|产地|原产/i,
    asks: '产地|哪里(?:产|生产|制造)|哪(?:个)?国(?:家)?(?:产|生产|制造)|在哪(?:里)?(?:生产|制造|做)的|\\b(?:where (?:is|are) (?:it|they|this|these|that|those|the [\\w-]+) (?:made|manufactured|produced|from)|made in|country of origin|origin)\\b',
  },
  // A product's own shipping terms ("Shipping Info": "Free Delivery Only on Prepaid Orders"): "does it ship free?",
  // "这件包邮吗". Only what it costs: "do you ship to Mumbai?" is the shop's policy, asked of no product.
  {
    named: /^(?:shipping|delivery)(?: info(?:rmation)?| terms| details)?$|^(?:配送|发货|运费)(?:说明|信息)?$/i,
    asks: '包邮|免运费|运费|\\b(?:ships? (?:for )?free|free (?:shipping|delivery)|(?:shipping|delivery|postage) (?:costs?|fees?|charges?))\\b',
  },
];

/**
 * The built-in cues for the attributes this catalog lists (by attribute name), for those the shop's own lexicon does
 * not already cue.
 */
export function retailAttributeCues(products: readonly Product[], cued: ReadonlySet<string>): Array<{ names: string[]; pattern: RegExp }> {
  const names = [...new Set(products.flatMap((product) => Object.keys(product.attributes ?? {})))].filter((name) => !cued.has(name));
  return RETAIL_ATTRIBUTES.flatMap(({ named, asks }) => {
    const listed = names.filter((name) => named.test(name));
    return listed.length ? [{ names: listed, pattern: new RegExp(asks, 'i') }] : [];
  });
}
