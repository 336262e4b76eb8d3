/** The storefront's two languages. */
export type ShopLocale = 'zh-CN' | 'en';

const STORAGE_KEY = 'kefu-demo-locale';

const STRINGS = {
  'zh-CN': {
    shopName: '星河数码',
    tagline: '正品行货 · 全国联保 · 7 天无理由退货',
    navHome: '首页',
    navOrders: '我的订单',
    navHelp: '帮助中心',
    navSpa: 'SPA 示例',
    heroTitle: '国家补贴专区',
    heroText: 'Find X9 叠加国补立减 ¥500，到手价更低。有问题？右下角问问客服。',
    heroCta: '问问客服',
    heroAsk: 'Find X9 国补后多少钱？',
    all: '全部',
    phone: '手机',
    tablet: '平板',
    earbuds: '耳机',
    accessory: '配件',
    from: '起',
    subsidy: '国补',
    afterSubsidy: '国补到手价',
    inStock: '有货',
    lowStock: '仅剩 {n} 件',
    outOfStock: '暂时缺货',
    colors: '颜色',
    memory: '内存',
    specs: '规格参数',
    highlights: '亮点',
    warranty: '整机保修 {n} 个月',
    askAbout: '咨询这款商品',
    quickAsks: '常见问题',
    qPrice: '这款国补后多少钱？',
    qStock: '现在有货吗？哪些颜色有货？',
    qCompare: '和 Find X8 比有什么区别？',
    signIn: '登录',
    signOut: '退出登录',
    signInTitle: '登录演示账号',
    signInText: '演示登录：服务端为所选顾客签发身份令牌，客服即可安全查询该顾客自己的订单。',
    signedInAs: '你好，{name}',
    noOrders: '还没有订单',
    orderNo: '订单号',
    placed: '下单',
    delivered: '签收',
    total: '实付',
    actTrack: '查物流',
    actReturn: '申请退货',
    actExchange: '换货',
    actRepair: '报修',
    actInvoice: '开发票',
    helpTitle: '帮助中心',
    helpText: '点任意问题，客服会从知识库回答并附上来源。',
    spaTitle: '单页应用（npm 方式）',
    spaText: '本页通过 npm 包 @kefu/widget 以 ESM 方式引入，并由页面代码创建 <kefu-chat> 元素。',
    notFound: '没有找到这件商品',
    loadFailed: '加载失败，请确认服务已启动',
    footer: '星河数码是 Kefu 的演示店铺，所有商品与订单均为演示数据。',
  },
  en: {
    shopName: 'Xinghe Digital',
    tagline: 'Genuine products · Nationwide warranty · 7-day no-reason returns',
    navHome: 'Home',
    navOrders: 'My orders',
    navHelp: 'Help',
    navSpa: 'SPA example',
    heroTitle: 'National subsidy deals',
    heroText: 'Find X9 is ¥500 off with the national subsidy. Questions? Ask us in the chat.',
    heroCta: 'Ask support',
    heroAsk: 'How much is the Find X9 after the subsidy?',
    all: 'All',
    phone: 'Phones',
    tablet: 'Tablets',
    earbuds: 'Earbuds',
    accessory: 'Accessories',
    from: 'from',
    subsidy: 'Subsidy',
    afterSubsidy: 'After subsidy',
    inStock: 'In stock',
    lowStock: 'Only {n} left',
    outOfStock: 'Out of stock',
    colors: 'Colour',
    memory: 'Memory',
    specs: 'Specifications',
    highlights: 'Highlights',
    warranty: '{n}-month warranty',
    askAbout: 'Ask about this',
    quickAsks: 'Common questions',
    qPrice: 'How much is this after the subsidy?',
    qStock: 'Is it in stock? Which colours?',
    qCompare: 'How does it compare with the Find X8?',
    signIn: 'Sign in',
    signOut: 'Sign out',
    signInTitle: 'Sign in with a demo account',
    signInText: 'Demo sign-in: the server mints an identity token for the chosen customer, so the assistant can safely look up their own orders.',
    signedInAs: 'Hi, {name}',
    noOrders: 'No orders yet',
    orderNo: 'Order',
    placed: 'Placed',
    delivered: 'Delivered',
    total: 'Total',
    actTrack: 'Track',
    actReturn: 'Return',
    actExchange: 'Exchange',
    actRepair: 'Repair',
    actInvoice: 'Invoice',
    helpTitle: 'Help center',
    helpText: 'Pick a question: the assistant answers from the knowledge base and cites its source.',
    spaTitle: 'Single-page app (npm)',
    spaText: 'This page imports @kefu/widget as an ES module from npm and creates the <kefu-chat> element in code.',
    notFound: 'Product not found',
    loadFailed: 'Could not load. Is the server running?',
    footer: 'Xinghe Digital is the Kefu demo shop; every product and order is demo data.',
  },
} as const;

/** A key of the storefront's strings. */
export type StringKey = keyof (typeof STRINGS)['zh-CN'];

/** The storefront's current language (remembered across pages). */
export function shopLocale(): ShopLocale {
  return localStorage.getItem(STORAGE_KEY) === 'en' ? 'en' : 'zh-CN';
}

/** Switches the storefront's language. */
export function setShopLocale(locale: ShopLocale): void {
  localStorage.setItem(STORAGE_KEY, locale);
}

/** A translated string with `{name}` placeholders filled. */
export function t(key: StringKey, values: Record<string, string | number> = {}): string {
  return STRINGS[shopLocale()][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

const SPEC_LABELS: Record<string, [string, string]> = {
  processor: ['处理器', 'Processor'],
  screen: ['屏幕', 'Display'],
  battery: ['电池', 'Battery'],
  charging: ['充电', 'Charging'],
  camera: ['影像', 'Camera'],
  storage: ['存储', 'Storage'],
  weight: ['重量', 'Weight'],
  anc: ['降噪', 'Noise cancelling'],
  codec: ['编码', 'Codec'],
  waterproof: ['防水', 'Water resistance'],
  os: ['系统', 'OS'],
};

/** The shopper-facing label of a spec key such as `processor`. */
export function specLabel(key: string): string {
  const labels = SPEC_LABELS[key];
  return labels ? labels[shopLocale() === 'en' ? 1 : 0] : key;
}
