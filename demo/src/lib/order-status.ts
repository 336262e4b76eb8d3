import { shopLocale } from './i18n.js';

/**
 * The order status labels, worded exactly as the widget's order cards word them
 * (`orderStatus` in packages/widget/src/i18n/strings.ts): the page and the chat must not disagree.
 */
export const ORDER_STATUS_LABELS: Readonly<Record<'zh-CN' | 'en', Readonly<Record<string, string>>>> = {
  'zh-CN': {
    pending_payment: '待付款',
    paid: '已付款',
    shipped: '已发货',
    delivered: '已签收',
    completed: '已完成',
    cancelled: '已取消',
    refunding: '退款中',
    refunded: '已退款',
  },
  en: {
    pending_payment: 'Awaiting payment',
    paid: 'Paid',
    shipped: 'Shipped',
    delivered: 'Delivered',
    completed: 'Completed',
    cancelled: 'Cancelled',
    refunding: 'Refunding',
    refunded: 'Refunded',
  },
};

/** The shopper-facing label of an order status such as `shipped`. */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[shopLocale()][status] ?? status;
}
