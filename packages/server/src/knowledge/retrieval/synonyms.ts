// Words shoppers use for what the articles call by another name, in any shop (a shop's own terms are its articles'
// tags). Used by the keywords rewrite.
const GROUPS: string[][] = [
  ['退货', '退款', '退换', '退回'],
  ['换货', '调换', '更换'],
  ['发票', '开票', '普票', '专票'],
  ['保修', '质保', '售后', '维修', '修理', '寄修'],
  ['快递', '物流', '配送', '发货', '运费'],
  ['付款', '支付', '付钱', '分期'],
  ['账号', '账户', '登录', '密码'],
  ['上班', '营业', '服务时间', '在线时间', '工作时间'],
  ['开不了机', '无法开机', '不开机', '黑屏'],
  ['充不进电', '充电慢', '不充电', '充电'],
  ['return', 'refund', 'send back'],
  ['invoice', 'receipt', 'vat'],
  ['warranty', 'repair', 'guarantee'],
  ['shipping', 'delivery', 'courier', 'tracking'],
  ['payment', 'pay', 'installment'],
  ['account', 'login', 'password', 'sign in'],
  ['opening hours', 'open', 'service hours', 'available'],
];

/** Other names for the words in a text, to widen a search that found too little. */
export function synonymsIn(text: string): string[] {
  const lower = text.toLowerCase();
  const out = new Set<string>();
  for (const group of GROUPS) if (group.some((word) => lower.includes(word))) for (const word of group) out.add(word);
  return [...out].filter((word) => !lower.includes(word));
}
