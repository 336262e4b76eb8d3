/**
 * "能便宜点吗", "打个折吧", "any discount?", "can you do a better price?": the shopper haggles over the price of the
 * product being discussed. Not "便宜点的" / "something cheaper", which asks for other, cheaper products.
 */
export const BARGAIN =
  /(?:能|可以|可不可以|能不能|还能|再)(?:再)?便宜(?:一?点|些)?(?![的点])|打(?:个)?折(?!扣的)|给(?:个|点)?优惠|有(?:没有)?(?:什么)?优惠(?:吗|么|不|没)?$|优惠(?:吗|么|不)|\b(?:any |a )?discounts?\b|\bbetter price\b|\bbest price\b|\blower (?:the )?price\b|\bknock (?:some|a bit|anything) off\b|\bcoupons?\b|\bpromo(?:tion)? codes?\b/i;
