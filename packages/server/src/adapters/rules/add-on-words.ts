/**
 * A catalog's type that files a row as something sold only alongside goods, never for itself: shipping insurance
 * and package protection (the apps that add them to a checkout export them as products), gift cards, tips,
 * donations, gift wrapping, fees. Matched on the whole type or its last part ("Services > Insurance").
 */
export const ADD_ON_TYPE =
  /^(?:shipping |package |order |delivery )?(?:insurance|protection)$|^(?:add[- ]?ons?|extras?|gift ?cards?|gift certificates?|e-?gift cards?|tips?|tipping|donations?|gift ?wrap(?:ping)?|fees?|service fees?|handling fees?|运费险|退货险|保价|礼品卡|购物卡|电子礼品卡|小费|打赏|捐赠|加购|礼品包装|手续费|服务费)$/i;

/**
 * Words of a title that say the same whatever its type ("Route Package Protection", "Shipping Insurance",
 * "Digital Gift Card", "Tip Jar", "运费险"): phrases a garment, a jewel or a gadget is not named by.
 */
export const ADD_ON_TITLE =
  /\b(?:(?:package|shipping|order|delivery|parcel|shipment) (?:protection|insurance)|shipping guarantee|gift ?cards?|gift certificates?|e-?gift|tip jar|donation|gift ?wrap(?:ping)?|handling fee|service fee)\b|运费险|退货险|礼品卡|购物卡|小费|打赏|礼品包装/i;
