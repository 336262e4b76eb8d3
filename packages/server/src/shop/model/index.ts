export { currencyCodeSchema, formatMoney, minorUnitDigits, moneySchema, MoneyFormatError, parseDecimalAmount, toMajorUnits } from './money.js';
export type { Money } from './money.js';
export { canonicalLocaleTagSchema, localeTagSchema } from './locale-tag.js';
export { audienceSchema, recordedAudiences } from './audience.js';
export type { Audience } from './audience.js';
export { inventorySchema, optionGroupSchema, productSchema, productTranslationSchema, variantSchema } from './product.js';
export type { Inventory, OptionGroup, Product, ProductTranslation, Variant } from './product.js';
export { discountSchema, promotionSchema } from './promotion.js';
export type { Discount, Promotion } from './promotion.js';
export { shopProfileSchema, supportHoursSchema } from './shop-profile.js';
export { shopLexiconSchema } from './shop-lexicon.js';
export type { ShopLexicon } from './shop-lexicon.js';
export { repairWordingSchema, workflowWordingSchema, WORDING_PLACEHOLDERS } from './workflow-wording.js';
export type { LocalizedText, WorkflowWording } from './workflow-wording.js';
export type { ShopProfile, SupportHours } from './shop-profile.js';
export {
  customerRecordSchema,
  logisticsEventSchema,
  orderLineSchema,
  orderRecordSchema,
  orderRequestSchema,
  orderStatusSchema,
  parcelSchema,
  resolveShopTime,
  shopTimeSchema,
} from './order.js';
export type { CustomerRecord, OrderLine, OrderRecord, OrderRequestRecord, ParcelRecord } from './order.js';
