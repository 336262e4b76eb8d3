import type { Locale } from '@kefu/protocol';

/** One string in both locales. */
type Pair = readonly [zhCN: string, en: string];

/** A tree of pairs: a string in both locales, or a group of them (order statuses, workflow names). */
type PairTree = Readonly<Record<string, Pair | Readonly<Record<string, Pair>>>>;

// Each key is written once with both translations side by side, rather than in one object per locale: no
// translation can go missing, and the full widget does not carry every key twice.
const pairs = {
  openChat: ['打开在线客服', 'Open chat'],
  closeChat: ['关闭在线客服', 'Close chat'],
  unread: ['{n} 条未读消息', '{n} unread'],
  title: ['在线客服', 'Support'],
  subtitleOnline: ['AI 助手在线 · 通常几秒内回复', 'AI assistant · replies in seconds'],
  subtitleHuman: ['人工客服 {name} 为你服务', '{name} is helping you'],
  subtitleReplyIn: ['人工客服在线 · 约 {n} 分钟内回复', 'Agents online · we reply in about {n} min'],
  subtitleBackAt: ['人工客服{day} {time}{zone} 上线', 'Agents back at {time} ({day}){zone}'],
  connecting: ['正在连接…', 'Connecting…'],
  reconnecting: ['网络不稳定，正在重新连接…', 'Connection unstable, reconnecting…'],
  offline: ['网络已断开，消息会在恢复后自动发送', 'You are offline. Messages will be sent when you reconnect'],
  thinking: ['正在思考', 'Thinking'],
  tool: ['正在查询', 'Looking it up'],
  queued: ['排队中，请稍候', 'In the queue, one moment'],
  handoffQueued: ['正在为你转接人工客服，你排在第 {n} 位', 'Connecting you to a person, you are #{n} in line'],
  handoffQueuedNoPosition: ['正在为你转接人工客服…', 'Connecting you to a person…'],
  handoffNoAgents: ['等待人工客服回复', 'Waiting for a person to reply'],
  handoffJoined: ['人工客服 {name} 已接入', '{name} joined the conversation'],
  handoffReleased: ['已转回 AI 助手', 'Back with the AI assistant'],
  agentTyping: ['{name} 正在输入…', '{name} is typing…'],
  transcriptMenu: ['对话记录：下载或发到邮箱', 'Transcript: download or email'],
  leaveQueue: ['返回 AI 助手', 'Stop waiting'],
  welcome: [
    '你好，我是 AI 客服。可以帮你查价格、查订单和物流，办理退换货、维修和开发票。',
    'Hi, I am the AI assistant. I can check prices, orders and deliveries, and handle returns, exchanges, repairs and invoices.',
  ],
  suggestions: ['Find X9 多少钱？|我的快递到哪了|我要退货', 'How much is the Find X9?|Where is my parcel?|I want to return an item'],
  suggestionsLabel: ['常见问题', 'Common questions'],
  placeholder: ['输入你的问题…', 'Type your question…'],
  messageLabel: ['消息', 'Message'],
  send: ['发送', 'Send'],
  agent: ['人工客服', 'Support agent'],
  queuedMessage: ['待发送', 'Waiting to send'],
  waitingSignIn: ['登录后发送', 'Sends after sign-in'],
  failedTooLong: ['消息太长，请精简后再发', 'Too long to send; please shorten it'],
  failedRefused: ['无法发送这条消息', 'This message could not be sent'],
  editUnsent: ['编辑', 'Edit'],
  removeUnsent: ['删除', 'Remove'],
  conversation: ['对话记录', 'Conversation'],
  newMessages: ['有新消息', 'New messages'],
  poweredBy: ['由 Kefu 提供支持', 'Powered by Kefu'],
  inStock: ['有货', 'In stock'],
  lowStock: ['仅剩 {n} 件', 'Only {n} left'],
  outOfStock: ['缺货', 'Out of stock'],
  backorder: ['可预订', 'Back-order'],
  finalPrice: ['到手价', 'You pay'],
  originalPrice: ['原价', 'Price'],
  compareAt: ['划线价', 'Was'],
  stale: ['价格可能不是最新，请以下单页为准', 'Price may be out of date; checkout shows the current one'],
  viewProduct: ['查看商品', 'View product'],
  compare: ['对比', 'Comparison'],
  orderId: ['订单号', 'Order'],
  orderTotal: ['合计', 'Total'],
  placedAt: ['下单时间', 'Placed'],
  deliveredAt: ['签收时间', 'Delivered'],
  trackingNumber: ['运单号', 'Tracking no.'],
  estimatedDelivery: ['预计送达', 'Estimated delivery'],
  source: ['参考资料', 'Source'],
  readMore: ['阅读全文', 'Read the article'],
  viewReceipt: ['查看详情', 'View details'],
  submit: ['提交', 'Submit'],
  attach: ['添加照片或文件', 'Attach a photo or file'],
  tooLarge: ['不能大于 {n}', 'Must be at most {n}'],
  expired: ['这一步已超时，需要的话请重新发起', 'This step expired. Start again if you still need it'],
  closedCancelled: ['已取消', 'Cancelled'],
  closedSwitched: ['已切换到新的请求', 'Switched to your new request'],
  error: ['出了点问题，请稍后再试', 'Something went wrong, please try again'],
  errorRateLimited: ['发送太频繁了，请稍后再试', 'Too many messages, please wait a moment'],
  errorTooLarge: ['内容太长了，请精简后再发', 'That is too long, please shorten it'],
  errorUnavailable: ['服务暂时不可用，正在重试', 'Service unavailable, retrying'],
  orderStatus: {
    pending_payment: ['待付款', 'Awaiting payment'],
    paid: ['已付款', 'Paid'],
    shipped: ['已发货', 'Shipped'],
    delivered: ['已签收', 'Delivered'],
    completed: ['已完成', 'Completed'],
    cancelled: ['已取消', 'Cancelled'],
    refunding: ['退款中', 'Refunding'],
    refunded: ['已退款', 'Refunded'],
  },
  workflow: {
    return: ['退货', 'Return'],
    exchange: ['换货', 'Exchange'],
    repair: ['维修', 'Repair'],
    invoice: ['开票', 'Invoice'],
    cancel_order: ['取消订单', 'Cancellation'],
    change_address: ['修改地址', 'Address change'],
    order_lookup: ['查询订单', 'Order lookup'],
  },
} satisfies PairTree;

/** The strings of one locale, shaped like `T` with each pair resolved to a string. */
type Resolved<T> = { [K in keyof T]: T[K] extends Pair ? string : Resolved<T[K]> };

/** Every string the widget shows. */
export type Strings = Resolved<typeof pairs>;

/** Picks the `index`th translation of every pair in `tree`, keeping its shape. */
function pick(tree: PairTree, index: 0 | 1): Record<string, unknown> {
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, Array.isArray(value) ? value[index] : pick(value as PairTree, index)]));
}

/** All strings by locale, in one place. */
export const STRINGS: Readonly<Record<Locale, Strings>> = { 'zh-CN': pick(pairs, 0) as Strings, en: pick(pairs, 1) as Strings };
