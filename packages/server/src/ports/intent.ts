/** The sixteen intents of seed 000, chitchat, and the order changes (cancel, delivery address). */
export const INTENT_TYPES = [
  'inventory_check',
  'price_query',
  'order_query',
  'logistics_query',
  'params_query',
  'product_compare',
  'product_recommend',
  'return_process',
  'exchange_process',
  'repair_process',
  'invoice_process',
  'order_cancel',
  'address_change',
  'usage_tutorial',
  'fault_diagnosis',
  'policy_inquiry',
  'faq',
  'handoff',
  'chitchat',
] as const;
/** One of {@link INTENT_TYPES}. */
export type IntentType = (typeof INTENT_TYPES)[number];

/** Intents answered from the commerce backend by the ReactAgent. */
export const QUERY_INTENTS: readonly IntentType[] = [
  'inventory_check',
  'price_query',
  'order_query',
  'logistics_query',
  'params_query',
  'product_compare',
  'product_recommend',
];
/** Intents answered from the knowledge base. */
export const KNOWLEDGE_INTENTS: readonly IntentType[] = ['usage_tutorial', 'fault_diagnosis', 'policy_inquiry', 'faq'];

/** Looking up an order or its parcel: the answers that put one order in focus. */
export const ORDER_LOOKUP_INTENTS: readonly IntentType[] = ['order_query', 'logistics_query'];
/** Intents that start a step-by-step workflow. */
export const WORKFLOW_INTENTS: readonly IntentType[] = [
  'return_process',
  'exchange_process',
  'repair_process',
  'invoice_process',
  'order_cancel',
  'address_change',
];
/** Intents about one of the shopper's orders: the order lookups and every workflow, which acts on an order. */
export const ORDER_INTENTS: readonly IntentType[] = ['order_query', 'logistics_query', ...WORKFLOW_INTENTS];
/** Workflow intents that change an order before it ships: a question how they work is a lookup's, not a request. */
export const ORDER_CHANGE_INTENTS: readonly IntentType[] = ['order_cancel', 'address_change'];

/** An option filter: a value of one of the catalog's option groups (any group when `name` is absent). */
export interface OptionFilter {
  name?: string;
  /** As typed or as the catalog names it ("黑", "Stellar Black", "M", "12GB"). */
  value: string;
}

/** Who the shopper shops for ("for kids", "女款", "men's"): a search keeps the products the shop marks so. */
export type AudienceWish = 'women' | 'men' | 'unisex' | 'kids' | 'girls' | 'boys' | 'baby';

/** What a message names: products, option values, prices, product types, orders, parcels, promotions. */
export interface Entities {
  /** Catalog product ids, in the order the shopper named them. */
  productIds?: string[];
  /** Option values the shopper wants (colours, sizes, memory…). */
  options?: OptionFilter[];
  /** Budget bounds in the shop's currency, in its main unit (dollars, euros). */
  minPrice?: number;
  maxPrice?: number;
  orderId?: string;
  /** Further order numbers the same words name ("KF10010001和KF10010003到哪了"): a lookup answers each after `orderId`. */
  moreOrderIds?: string[];
  trackingNumber?: string;
  /** The shopper asked about the shop's promotions (by a promotion's name or a synonym). */
  promotion?: boolean;
  /** A product type as the catalog writes it. */
  type?: string;
  /** Recommendation tags, as the catalog writes them. */
  tags?: string[];
  /** Who the products are for, when the shop records that of any product. */
  audience?: AudienceWish;
  /**
   * Who a gift is for, by the person named ("for my girlfriend" → women): a softer wish than `audience`, which
   * leaves out products marked for someone else, without asking any to be marked for them.
   */
  giftFor?: 'women' | 'men';
  /** A word of several product titles asked for ("tees" → "tee"), as the titles write it: a search by name. */
  named?: string;
  /** Words a search's products must each carry in their title, tags or description ("any boxy tees?" → boxy). */
  described?: string[];
  /** The shopper asked for the cheapest ("最便宜的衬衫", "cheapest shirt"): matches ordered by lowest price. */
  cheapest?: boolean;
  /** The shopper asked for the most expensive ("最贵的裙子", "most expensive dress"): matches ordered by highest price. */
  priciest?: boolean;
  /** "哪款手机最轻", "which phone has the biggest battery?": matches ranked by the number of one attribute (its catalog name). */
  ranked?: { attribute: string; order: 'least' | 'most' };
  /**
   * A ranking (the cheapest, the lightest) asked right after a list ("有哪些手机" → "哪个最轻"): the products that list
   * showed, which the ranking of the whole kind goes beyond.
   */
  shownBefore?: string[];
  /** A search for something cheaper than this product ("有没有便宜点的" after it): the answer names it as the reference. */
  cheaperThan?: string;
  /** No product named in full, but part of several names ("Merino", "Reno"): those products, best first (at most 5). */
  candidates?: string[];
  /**
   * A decision to buy one of `among` products in view by what it is ("I'll take the cheaper one", "续航好的那个"): by
   * its price (no attribute) or by the number of that attribute (its catalog name), the least or the most.
   */
  chosenBy?: { attribute?: string; order: 'least' | 'most'; among: number };
  /**
   * The product asked about right before, when the item asked now ("and the tees?" after "where is my linen shirt?") is
   * in the same order as it: the answer says so before the order's.
   */
  sameOrderAs?: string;
  /**
   * Products compared again right after they were compared ("它们的尺码呢", "what sizes do they come in?"): the answer is the
   * row asked, without the comparison's summary said one turn before.
   */
  comparedBefore?: boolean;
  /** A stock question of the products compared right before ("它有货吗", "are they in stock?"): each one's stock. */
  stockOfEach?: boolean;
  /** The size the shopper says they wear ("I am usually a medium, is it true to size?"): a fit answer says its stock. */
  ownSize?: string;
}

/** One recognised intent of a message. */
export interface Intent {
  type: IntentType;
  /** 0–1. */
  confidence: number;
  entities: Entities;
  /** The part of the message this intent came from. */
  text: string;
  /** The topic the words leave out, for the knowledge base ("维修" for "多少钱" asked at a repair prompt). */
  about?: string;
}

/** Where a recognition came from (seed 002's three levels). */
export type RecognitionSource = 'rules' | 'cache' | 'llm';

/** Everything the coordinator learns from one message. */
export interface Recognition {
  /** In the order the shopper asked. */
  intents: Intent[];
  /** The lowest confidence among the intents. */
  confidence: number;
  /** The shopper sounds angry (seed 002: escalate to avoid escalating conflict). */
  angry: boolean;
  /** The model's reading of the shopper's mood, when the model classified the message (issue 17: escalation). */
  sentiment?: 'positive' | 'neutral' | 'negative';
  /** The language the shopper wrote in. */
  language: 'zh' | 'en' | 'mixed';
  source: RecognitionSource;
}
