import type { HandoffReason } from '@kefu/protocol';

/** The console's languages. */
export type ConsoleLocale = 'zh-CN' | 'en';

const zh = {
  title: '客服工作台',
  signInTitle: '登录客服工作台',
  signInHint: '输入管理员分配给您的客服令牌（KEFU_AGENTS）。',
  token: '客服令牌',
  signIn: '登录',
  signingIn: '正在登录…',
  badToken: '令牌无效，请检查后重试。',
  unreachable: '无法连接服务器，请稍后重试。',
  signOut: '退出',
  online: (n: number) => `${n} 位客服在线`,
  reconnecting: '连接中断，正在重连…',
  waiting: '排队中',
  inProgress: '处理中',
  emptyQueue: '暂无等待的会话',
  emptyQueueHint: '顾客请求人工时，会话会出现在这里。',
  position: (n: number) => `第 ${n} 位`,
  leftMessage: '留言',
  takenBy: (name: string) => `${name} 处理中`,
  mine: '我的',
  visitor: '访客',
  pickThread: '从左侧队列选择一个会话',
  pickThreadHint: '打开会话即可查看上下文卡片与完整对话。',
  claim: '接入会话',
  release: '交还 AI',
  composerPlaceholder: '输入回复，Enter 发送，Shift+Enter 换行',
  claimToReply: '接入会话后即可回复顾客',
  withAssistant: '该会话由 AI 助手接待中',
  yes: '是',
  takenNotice: (name: string) => `该会话由 ${name} 处理`,
  send: '发送',
  card: '升级卡片',
  customer: '顾客',
  verified: '已验证身份',
  guest: '未登录访客',
  reason: '转人工原因',
  waitingFor: '已等待',
  intents: '识别到的意图',
  noIntents: '暂无',
  entities: '关键信息',
  workflow: '进行中的流程',
  noWorkflow: '没有进行中的流程',
  pending: '等待顾客回答',
  answerForCustomer: '代顾客回答',
  answerPlaceholder: '代顾客填写…',
  cancelWorkflow: '取消流程',
  approve: '确认提交',
  reject: '拒绝',
  step: (step: number, of: number) => `第 ${step}/${of} 步`,
  roles: { user: '顾客', assistant: 'AI 助手', agent: '客服', system: '系统' },
  handoffLine: {
    queued: (position?: number) => (position ? `进入人工队列 · 第 ${position} 位` : '进入人工队列'),
    no_agents: () => '无客服在线 · 已提示顾客留言',
    joined: (name?: string) => `${name ?? '客服'} 已接入`,
    released: () => '已交还 AI 助手',
  },
  promptLine: '流程提问',
  closedLine: { answered: '已回答', expired: '已过期', cancelled: '已取消' },
  reasons: {
    requested: '顾客要求',
    low_confidence: '低置信度',
    repeated_failure: '多次未解决',
    angry: '情绪激动',
    watchdog_timeout: 'AI 超时',
    queue_degrade: '排队降级',
    ai_failed: 'AI 失败',
    knowledge_miss: '知识库未命中',
  } satisfies Record<HandoffReason, string>,
  intentNames: {
    inventory_check: '库存', price_query: '价格', order_query: '订单', logistics_query: '物流', params_query: '参数',
    product_compare: '对比', product_recommend: '推荐', return_process: '退货', exchange_process: '换货', repair_process: '维修',
    invoice_process: '发票', usage_tutorial: '使用教程', fault_diagnosis: '故障', policy_inquiry: '政策', faq: '常见问题', handoff: '转人工',
  } as Record<string, string>,
  entityNames: { product: '商品', order: '订单号', tracking: '运单号', color: '颜色', category: '品类', ram: '内存', price: '价格区间', subsidy: '国补', tags: '偏好' } as Record<string, string>,
  workflowNames: { return: '退货', exchange: '换货', repair: '维修', invoice: '发票' } as Record<string, string>,
};

const en: typeof zh = {
  title: 'Agent console',
  signInTitle: 'Sign in to the agent console',
  signInHint: 'Enter the agent token your administrator gave you (KEFU_AGENTS).',
  token: 'Agent token',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  badToken: 'That token is not valid. Check it and try again.',
  unreachable: 'Cannot reach the server. Try again shortly.',
  signOut: 'Sign out',
  online: (n) => `${n} agent${n === 1 ? '' : 's'} online`,
  reconnecting: 'Connection lost, reconnecting…',
  waiting: 'Waiting',
  inProgress: 'In progress',
  emptyQueue: 'Nobody is waiting',
  emptyQueueHint: 'Conversations appear here when a shopper needs a human.',
  position: (n) => `#${n}`,
  leftMessage: 'Left a message',
  takenBy: (name) => `${name} is on it`,
  mine: 'Mine',
  visitor: 'Visitor',
  pickThread: 'Pick a conversation from the queue',
  pickThreadHint: 'Open one to see its escalation card and the full conversation.',
  claim: 'Claim',
  release: 'Back to AI',
  composerPlaceholder: 'Write a reply. Enter sends, Shift+Enter for a new line',
  claimToReply: 'Claim this conversation to reply',
  withAssistant: 'The assistant has this conversation',
  yes: 'Yes',
  takenNotice: (name) => `${name} holds this conversation`,
  send: 'Send',
  card: 'Escalation card',
  customer: 'Customer',
  verified: 'Verified identity',
  guest: 'Guest (not signed in)',
  reason: 'Why a human',
  waitingFor: 'Waiting',
  intents: 'Intents so far',
  noIntents: 'None yet',
  entities: 'Key details',
  workflow: 'Open workflow',
  noWorkflow: 'No workflow in progress',
  pending: 'Waiting on the customer',
  answerForCustomer: 'Answer for customer',
  answerPlaceholder: 'Answer on the customer’s behalf…',
  cancelWorkflow: 'Cancel workflow',
  approve: 'Approve',
  reject: 'Reject',
  step: (step, of) => `Step ${step} of ${of}`,
  roles: { user: 'Customer', assistant: 'AI assistant', agent: 'Agent', system: 'System' },
  handoffLine: {
    queued: (position) => (position ? `Queued for a human · #${position}` : 'Queued for a human'),
    no_agents: () => 'No agent online · offered to leave a message',
    joined: (name) => `${name ?? 'An agent'} joined`,
    released: () => 'Back to the assistant',
  },
  promptLine: 'Workflow prompt',
  closedLine: { answered: 'answered', expired: 'expired', cancelled: 'cancelled' },
  reasons: {
    requested: 'Asked for a human',
    low_confidence: 'Low confidence',
    repeated_failure: 'Repeated failure',
    angry: 'Upset customer',
    watchdog_timeout: 'AI timed out',
    queue_degrade: 'Queue degrade',
    ai_failed: 'AI failed',
    knowledge_miss: 'Knowledge miss',
  },
  intentNames: {
    inventory_check: 'Stock', price_query: 'Price', order_query: 'Order', logistics_query: 'Delivery', params_query: 'Specs',
    product_compare: 'Compare', product_recommend: 'Recommend', return_process: 'Return', exchange_process: 'Exchange', repair_process: 'Repair',
    invoice_process: 'Invoice', usage_tutorial: 'How-to', fault_diagnosis: 'Fault', policy_inquiry: 'Policy', faq: 'FAQ', handoff: 'Human',
  },
  entityNames: { product: 'Product', order: 'Order', tracking: 'Tracking no.', color: 'Colour', category: 'Category', ram: 'RAM', price: 'Budget', subsidy: 'Subsidy', tags: 'Likes' },
  workflowNames: { return: 'Return', exchange: 'Exchange', repair: 'Repair', invoice: 'Invoice' },
};

/** The console's strings per language. */
export const CONSOLE_STRINGS: Record<ConsoleLocale, typeof zh> = { 'zh-CN': zh, en };
/** The strings of one language. */
export type ConsoleStrings = typeof zh;

/** How long someone has waited, e.g. "4:07" or "1:02:09". */
export function formatWaiting(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** A clock time, e.g. "14:05". */
export function formatTime(at: number, locale: ConsoleLocale): string {
  return new Date(at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}
