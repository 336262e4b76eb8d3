import { detectPii } from '../privacy/pii-detector.js';

/** What a shopper typed for a new delivery: any of the recipient, phone and address. */
export interface DeliveryDetails {
  recipient?: string;
  phone?: string;
  address?: string;
}

// "收货人：", "电话是", "新地址为", "address:" — labels around the values, not part of them.
const LABELS =
  /(收货人|联系人|姓名|名字|联系电话|电话|手机号码?|手机|新地址|收货地址|地址|recipient|name|phone|mobile|tel|new address|address)\s*(是|为|[:：])?/gi;
// "改成…", "寄到…", "change it to …": how the message introduces the new address.
const LEADING = /^(请|麻烦)?(帮我)?(改成|改为|换成|改到|寄到|送到|发到|新地址)|^(please )?(change (it )?to|send (it )?to|deliver (it )?to|ship (it )?to)\b/i;
const SEPARATOR = /[\s,，;；、。]/;
const HAN = /\p{Script=Han}/u;
const TRIM = /^[\s,，;；、。:：]+|[\s,，;；、。:：]+$/g;

/**
 * The new delivery details in one typed message ("张三 13800138000 上海市浦东新区世纪大道100号", "John Smith,
 * 07700 900123, 221B Baker Street, London NW1 6XE"): the phone and the address by the PII detector's patterns (a
 * Chinese address runs to the next separator; an English one runs on to the end, where the town and postcode are),
 * the recipient from what is left when it is a short name without digits.
 */
export function deliveryDetails(text: string): DeliveryDetails {
  const details: DeliveryDetails = {};
  let rest = text.replace(LABELS, ' ');
  const phone = detectPii(rest).find((match) => match.kind === 'phone' || match.kind === 'landline');
  if (phone) {
    details.phone = phone.value.replace(/[\s-]/g, '');
    rest = `${rest.slice(0, phone.start)} ${rest.slice(phone.end)}`;
  }
  rest = rest.replace(/\s+/g, ' ').trim().replace(LEADING, '').trim();
  const address = detectPii(rest).find((match) => match.kind === 'address');
  if (address) {
    let start = address.start;
    let end = address.end;
    if (HAN.test(address.value)) {
      while (start > 0 && !SEPARATOR.test(rest[start - 1]!)) start--;
      while (end < rest.length && !SEPARATOR.test(rest[end]!)) end++;
    } else end = rest.length;
    details.address = rest.slice(start, end).replace(TRIM, '');
    rest = `${rest.slice(0, start)} ${rest.slice(end)}`;
  }
  const recipient = rest.replace(/\s+/g, ' ').replace(TRIM, '').replace(LEADING, '').trim();
  // A name alone ("好的", "嗯") is no delivery detail: only beside a phone or an address is it the recipient.
  if ((details.phone || details.address) && recipient && recipient.length <= 40 && !/\d/.test(recipient)) details.recipient = recipient;
  return details;
}
