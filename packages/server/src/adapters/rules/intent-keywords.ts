import type { IntentType } from '../../ports/intent.js';
import { PAYING } from './payment-words.js';
import { ASKS_VERSIONS } from './versions-question.js';
import { ASKS_BUILD_QUALITY } from './build-quality-question.js';
import { STANDALONE_ORDER_NUMBER } from '../../shop/model/order-number.js';

/** A keyword with its weight: strong cues near 0.9, weak ones near 0.5. */
export type Keyword = readonly [cue: string | RegExp, weight: number];

const strong = 0.9;
const medium = 0.7;
const weak = 0.5;

// An order number in a cue is the shared shape (shop/model/order-number.ts): KF10010001, TL-10251, #1251 alike.
const ORDER = STANDALONE_ORDER_NUMBER;
/** A request verb with the count of pieces right after it ("退一件", "换两件", "修1件"): what is done to how many. */
const COUNT_AFTER = (verb: string) => new RegExp(`${verb}(?:\\d{1,2}|[一两二三四五六七八九十])\\s*(?:件|个|条|双|只|套)`);

// Chinese cues are substrings; English cues are regexes with word boundaries. Common typos are listed
// explicitly for Chinese (同音字); English typos are caught by edit distance on single words.
/** Asking when the service (or a human agent) is available: a question for the FAQ, not a request for a human. */
/** "do you have a physical store?", "上海有实体店吗": where to go in person, not a product on sale. */
export const STORE_VISIT =
  /实体店|线下(?:门)?店|体验店|专卖店|\b(?:physical|retail|brick[- ]and[- ]mortar|offline) (?:stores?|shops?)\b|\b(?:stores?|shops?|showrooms?|outlets?) (?:in|near|nearby|around)\b|\bvisit (?:your|the|a) (?:stores?|shops?|showrooms?)\b|\bwhere (?:is|are) your (?:stores?|shops?|showrooms?)\b/i;

export const SERVICE_HOURS = new RegExp(
  [
    String.raw`几点(上班|下班|开始|结束|开门|关门)|(上班|下班|工作|营业|服务|在线)时间|什么时候(上班|下班|有人|在线)|客服.{0,6}(上班|下班|在线|有人在|营业)`,
    String.raw`\b(service|business|opening|working|office|support) hours\b|\bwhat time (do|does|are|is) (you|your|the|customer|support|agents?)\b`,
    // "when do you close?", "are you open on Sundays?": the shop's hours.
    String.raw`\bwhen (do|does|are) (you|your (shop|store|team))\s+(close|open)\b|\bare you (still )?open\b`,
    // "Is customer service available on weekends?", "when are your agents online": the service, not a human now.
    String.raw`\b(customer service|customer support|support team|agents|staff)\b.{0,30}\b(available|open|online|working)\b`,
    // "is support available at night?": support alone, as the subject, is the service ("does it support 5G" is not).
    String.raw`\b(is|are) (your |the )?support\b|\bsupport (is )?(available|open|online)\b`,
    String.raw`\b(when|what time|what hours)\b.{0,30}\b(customer service|customer support|support team|agents?)\b`,
  ].join('|'),
  'i',
);

/**
 * "算了", "没事了", "不用了", "就这样吧", "没有别的问题了", "never mind", "forget it, I don't need it", "that's all",
 * "that is all for now", "I'm done": the whole message lets the question go, or closes the conversation.
 */
export const DISMISSAL =
  /^(?:(?:那|哦|噢|好吧|好的?|行|嗯)[，,\s]*)?(?:算了|没事了?|不用了|没有了|不需要了|没(?:有)?(?:别的|其他的?)(?:问题|事)?了|就这些|(?:那)?(?:就|先)这样)(?:[，,\s]*(?:不买了|不看了))?(?:吧|啊|哈|呢|了)?(?:[，,\s]*(?:谢谢|谢啦|多谢)(?:你|您)?)?[。.!！~～\s]*$|^(?:(?:oh|ok|okay|ah)[,\s]+)?(?:never ?mind|nvm|forget it|nothing(?: else)?|no thanks|that['’]?s all|that['’]?s it|that is (?:all|it)|that['’]?s everything|all good|i['’]?m (?:all )?(?:done|good|set))(?: for (?:now|today))?(?:[,\s]+i (?:do ?n[o'’]?t|no longer) need (?:it|that|anything(?: else)?|help)(?: any ?more)?)?(?:[,\s]+thanks?(?: you)?)?[.!\s]*$/i;

/**
 * "你们卖什么", "what do you sell?", "what kind of products do you have?", "what have you got?", "你们有什么" (the whole
 * message): what the shop sells, asked as such.
 */
export const ASKS_WHAT_WE_SELL =
  /(?:卖|卖些|都卖)(?:什么|啥)|有(?:些)?(?:什么|哪些)(?:东西|商品|产品|货)|有(?:什么|啥)(?:可以)?卖的|^(?:请问)?(?:你们|你家|店里|这里|这儿)?(?:都|还)?有(?:些)?(?:什么|啥|哪些)(?:呢|呀|啊)?[?？。!！\s]*$|主营(?:什么|哪些)?|\bwhat(?: have|'ve|’ve) (?:you|you guys) got\b|\bwhat (?:do|does) (?:you|you guys|the shop|this shop|your shop|this store|your store) (?:sell|have|carry|offer)\b|\bwhat (?:kinds?|sorts?|types?) of (?:products|things|stuff|items|clothes)\b|\bwhat (?:products|items) do you (?:have|sell|carry)\b/i;

/** The rules engine's keyword table per intent (zh + en). */
export const INTENT_KEYWORDS: Readonly<Record<IntentType, readonly Keyword[]>> = {
  handoff: [
    ['转人工', 1],
    ['人工客服', 1],
    ['找人工', 1],
    ['联系人工', 1],
    ['真人', strong],
    ['人工服务', 1],
    ['找客服', medium],
    ['人工', medium],
    [/(和|跟|同|找)(人工|真人)?客服(说话|聊|沟通|通话|对话|说)/, 1],
    [/\b(human|real person|live agent|representative|operator)\b/i, 1],
    [/\b(talk|speak|chat) (to|with) (an? |the |your )?(agent|person|someone|human|manager|supervisor)\b/i, 1],
    [/\b(manager|supervisor)\b/i, strong],
    [/\bagent\b/i, medium],
  ],
  chitchat: [
    ['你好', medium],
    ['您好', medium],
    ['在吗', medium],
    ['在不在', medium],
    ['谢谢', strong],
    ['多谢', strong],
    ['感谢', medium],
    ['再见', strong],
    ['拜拜', strong],
    ['早上好', strong],
    ['晚上好', strong],
    ['晚安', strong],
    ['哈喽', medium],
    ['你是谁', strong],
    // "好的" is an acknowledgement only where it opens the message: "拍照好的呢" asks for good cameras.
    [/^(好的|好滴|好嘞|明白了?|知道了|懂了|了解了)/, weak],
    ['嗯嗯', weak],
    [/^(hi|hello|hey|yo|hiya)\b/i, medium],
    [/\b(thanks|thank you|thx|bye|goodbye|good (morning|evening|night))\b/i, strong],
    [/\bwho are you\b/i, strong],
    // "算了", "never mind" with nothing open: the shopper lets the question go (at a prompt they cancel it instead).
    [DISMISSAL, strong],
    [ASKS_WHAT_WE_SELL, strong],
    [/^(ok|okay)$/i, weak],
  ],
  price_query: [
    ['多少钱', strong],
    ['卖多少', strong],
    ['价格', strong],
    ['价钱', strong],
    ['售价', strong],
    ['几块钱', strong],
    ['多钱', medium],
    ['多少米', medium],
    ['报价', medium],
    ['贵不贵', medium],
    ['优惠', weak],
    ['便宜', weak],
    ['多少前', medium],
    ['价个', medium],
    ['到手价', strong],
    ['啥价', strong],
    ['什么价', strong],
    [/(减|补|省|便宜)多少/, strong],
    [/\bhow much\b/i, strong],
    [/\bhow mutch\b/i, strong],
    [/\b(price|prices|pricing|cost|costs|prise)\b/i, strong],
  ],
  inventory_check: [
    ['有货', strong],
    ['有没有货', strong],
    ['库存', strong],
    ['缺货', strong],
    ['现货', strong],
    ['到货', medium],
    ['补货', strong],
    ['没货', strong],
    ['还有吗', medium],
    [/有(没有)?.{0,4}[色款码号]的?(吗|没)/, strong],
    // "有没有别的颜色", "还有其他尺码吗": the other options of the product in focus.
    [/(?:别的|其他|其它)(?:颜色|配色|尺码|码数|尺寸|码)/, strong],
    // "any other colours?", "does it come in different sizes?": the same in English.
    [/\b(?:other|different|another|more) (?:colou?rs?|sizes?|shades?)\b/i, strong],
    ['卖完', medium],
    ['库纯', medium],
    ['有现', weak],
    // "X9 有什么颜色" asks the product's colours; "什么颜色的猫" asks the colour of something else.
    [/(什么|哪些|哪几种|几种|几个)颜色(?!的\p{Script=Han})/u, medium],
    [/\bin[- ]?stock\b/i, strong],
    // "X9有哪些版本", "what versions does it come in?": every option the product is sold in.
    [ASKS_VERSIONS, strong],
    [/\b(do you have|have it in|come in)\b/i, strong],
    // "do you sell gift cards?" (not "what do you sell?", which asks what the shop sells).
    [/(?<!\bwhat\b.*)\bdo (?:you|you guys) (?:sell|carry|stock)\b/i, medium],
    [/\b(stock|available|availability|sold out|out of stock|restock)\b/i, strong],
    [/\b(what|which) colou?rs?\b/i, medium],
    // "what sizes?", "what sizes are left?", "any left in M?", "有哪些尺码", "还剩几件": what can still be bought.
    // Not "which size should I get?" or "我穿什么尺码": advice on fit is the size guide's.
    [/\b(?:what|which) sizes\b|\b(?:any|sizes?|colou?rs?|ones?|many) left\b|\bleft in\b/i, medium],
    [/有(?:什么|哪些|哪几种|几种|几个)(?:尺码|码数|尺寸|码)|(?:哪些|哪几种|几种|几个)(?:尺码|码数|尺寸)(?!的\p{Script=Han})|还剩/u, medium],
  ],
  order_query: [
    // "what did I buy last time?", "我买过什么": the shopper's own orders.
    [
      /\bwhat (?:did|have) (?:i|we) (?:order|ordered|buy|bought|purchase|purchased|get)\b|我(?:买|下单|订)过(?:什么|哪些|啥)|我(?:上次|上一次|上回|之前|最近)?(?:下单)?(?:买|下单|订)(?:了|的)(?:是)?(?:什么|啥|哪些)/i,
      strong,
    ],
    ['订单', medium],
    ['我的订单', strong],
    ['订单状态', strong],
    ['下的单', medium],
    ['付款了', weak],
    ['买的东西', weak],
    ['订单号', medium],
    ['定单', medium],
    [/\b(my orders?|order status|orders?|ordered|ordering)\b/i, medium],
    [/\b(oder|ordr)\b/i, medium],
  ],
  logistics_query: [
    ['物流', strong],
    ['快递', strong],
    ['到哪了', strong],
    ['到哪里了', strong],
    ['到哪儿了', strong],
    ['什么时候到', strong],
    ['几天到', strong],
    ['发货', medium],
    ['配送', medium],
    ['派送', medium],
    ['运单', strong],
    ['送到', medium],
    ['物留', medium],
    ['快第', medium],
    ['到了吗', strong],
    ['到了没', strong],
    ['到没到', strong],
    // "怎么还没到", "都一周了还没收到", "帮我催一下": the parcel is late; the shopper wants it looked at.
    ['还没到', strong],
    ['还没收到', strong],
    ['还不到', medium],
    ['催一下', strong],
    ['催件', strong],
    ['催促', medium],
    [/\b(arrived|hurry|expedite|speed (?:it )?up|rush (?:it|my order))\b/i, strong],
    [/\bwhere(?:'s| is)\b.*\b(order|parcel|package)\b/i, strong],
    // "where are my boots?": something the shopper bought, on its way.
    [/\bwhere(?:'s| is| are) my\b/i, strong],
    // "when does my Pad ship?", "when will my boots arrive?": the shopper's own order, on its way.
    [
      /\bwhen (?:(?:does|will|do|is|are|would|should) )?my\b.{0,40}\b(?:ships?|arrives?|comes?|gets? here|(?:be|is|gets?) (?:delivered|shipped|sent))\b/i,
      strong,
    ],
    [/\b(tracking|track|shipping|shipment|delivery|delivered|shipped|arrive|arriving|parcel|package|couriers?|postage)\b/i, strong],
    // "my sneakers are late", "the parcel is overdue": the shopper's order, later than expected (parcel-chase.ts).
    [/\b(?:is|are|it'?s|they'?re) (?:late|overdue|running late)\b|\bpast the (?:delivery|expected|estimated) date\b/i, strong],
    // "my pad 3, when will it ship?": the product just named, on its way.
    [/\bwhen (?:will|does|do|would|is|are) (?:it|they|this|that) (?:ship|be (?:shipped|sent|delivered)|get here|come)\b/i, strong],
  ],
  params_query: [
    // What a product's specs are called in a given shop (处理器, battery…) is its lexicon.yaml's `intentCues`.
    ['参数', strong],
    ['配置', strong],
    ['多大', weak],
    ['重量', strong],
    ['多重', strong],
    ['规格', strong],
    ['详情', medium],
    ['介绍', medium],
    ['怎么样', weak],
    [/\b(specs?|specifications?|weight|features?)\b/i, strong],
    // "支持5G吗", "does it support wireless charging?": whether it has a feature.
    // (Not "do you support Apple Pay?": the shop's, not a product's.)
    [
      /支(?:不支)?持.{1,16}(?:吗|嘛|么)|\b(?:does|do|will|can)\s+(?:it|they|this|that|these|those|the\s+[\w-]+(?:\s+[\w-]+)?)\s+support\b|\b(?:is|are)\s+(?:it|they|this|that)\s+[\w -]{1,30}compatible\b/i,
      medium,
    ],
    // How good it is, in general ("质量怎么样", "how is the quality?"): the answer reads what the listing says it is made of.
    [ASKS_BUILD_QUALITY, strong],
    // What it is made of: every shop's products are made of something (the answer reads the description).
    [
      /材质|面料|什么(做|制成|料)的|纯银|纯金|真皮|真丝|\b(made (of|from)|materials?|fabrics?|(real|genuine|solid|pure) (silver|gold|leather|silk|wool|cotton))\b/i,
      strong,
    ],
  ],
  product_compare: [
    ['对比', strong],
    ['比较', strong],
    ['区别', strong],
    ['哪个好', strong],
    ['哪个更好', strong],
    ['差别', strong],
    ['不同', medium],
    ['差异', strong],
    ['比一下', strong],
    ['pk', medium],
    [/\b(vs\.?|versus|compare|comparison|difference|differences|better)\b/i, strong],
  ],
  product_recommend: [
    ['推荐', strong],
    ['适合', medium],
    ['哪款', medium],
    ['买什么', strong],
    ['买哪个', strong],
    ['预算', strong],
    ['以内', medium],
    ['以下', medium],
    ['左右', weak],
    ['性价比', medium],
    ['送人', medium],
    ['有什么手机', strong],
    ['有哪些', medium],
    ['选哪个', strong],
    ['推见', medium],
    [/\b(recommend|recommendation|suggest|suggestion|looking for|budget|which one|best (one|buy|choice|pick))\b/i, strong],
    [/\b(recomend|reccomend|reccommend)\b/i, strong],
  ],
  return_process: [
    ['退货', strong],
    ['退掉', strong],
    ['退款', strong],
    ['不想要了', strong],
    ['无理由', medium],
    ['退了', strong],
    ['想退', strong],
    ['要退', strong],
    ['退回', medium],
    ['退或', medium],
    [/\b(return|refund|send (it )?back|money back)\b/i, strong],
    // "能退吗", "可以退不": 退 alone, asked of something ("能退出吗" leaves, it returns nothing).
    [/(?:能|可以|能不能|可不可以|可否)退(?![出休役烧])/, strong],
    // "两件T恤都退", "全部退掉", "全退了吧": every one of something returned.
    [/(?:都|全|全部|一起)(?:要)?退(?![出休役烧])/, strong],
    // "衬衫退一件，T恤退两件": 退 with the count of pieces right after it.
    [COUNT_AFTER('退'), strong],
  ],
  exchange_process: [
    ['换货', strong],
    ['换一个', strong],
    ['换个颜色', strong],
    // A size swap: "换大一码", "换小一号", "换个尺码", "换M码".
    [/换(?:大|小)(?:一|1|两|2)?(?:码|号)|换(?:个|一个|一下)?(?:尺码|码数|尺寸|码)|换(?:成|到)?\s?(?:[XSML]{1,3}|\d{2})\s?码/i, strong],
    // "发货前能把尺码改成M吗", "改成M码", "改一下颜色": the size or colour of what was bought, changed.
    [/(?:尺码|码数|尺寸|颜色)(?:改|换)(?:成|到|为)|改(?:成|到|为)\s?(?:[XSML]{1,3}|\d{2})\s?码|改(?:个|一下)?(?:尺码|码数|尺寸|颜色)/i, strong],
    ['换一台', strong],
    ['调换', strong],
    ['换成', medium],
    ['换新', medium],
    // "我要换 KF10010001 的X8", "KF10020001 的X8我想换": wanting to exchange, an order named ("我要换地址" is the address's).
    [
      new RegExp(String.raw`^(?!.*换.{0,12}(?:地址|收货人|手机|电话|号码|密码|账号|支付|付款|发票|抬头|快递|物流))(?=.*${ORDER}).*(?:要|想)换(?![成到])`, 'i'),
      strong,
    ],
    [/\b(exchange|swap|replacement|replace)\b/i, strong],
    // "X9可以换吗", "这个能不能换": 换 alone closing the question, asked of something ("能换电池吗" names what is changed).
    [/(?:能|可以|能不能|可不可以|可否)换(?:货)?(?:吗|么|嘛|不|呢)?[。.!！?？~～\s]*$/, strong],
    // "can I change the size of my order?", "change my colour": another variant of what was bought ("换个尺码").
    [/\b(?:change|switch) (?:the|my) (?:size|colou?r)\b/i, strong],
    // "衬衫换一件，T恤换两件": 换 with the count of pieces right after it.
    [COUNT_AFTER('换'), strong],
  ],
  repair_process: [
    // How damage to one kind of product is described (a cracked screen, water damage) is its shop's lexicon.yaml `intentCues`.
    ['维修', strong],
    ['修理', strong],
    ['修一下', strong],
    ['怎么修', strong],
    ['能修吗', strong],
    ['寄修', strong],
    ['送修', strong],
    ['摔坏', strong],
    ['要修', strong],
    ['坏了', medium],
    ['裂了', medium],
    ['摔了', medium],
    // "T恤修一件": 修 with the count of pieces right after it.
    [COUNT_AFTER('修'), strong],
    [/\b(repair(s|ed|ing)?|fix|broken|cracked|cracking|smashed)\b/i, strong],
  ],
  invoice_process: [
    ['发票', strong],
    ['开票', strong],
    ['专票', strong],
    ['普票', strong],
    ['抬头', medium],
    ['税号', medium],
    ['发漂', medium],
    [/\b(invoice|vat|tax id|fapiao)\b/i, strong],
  ],
  order_cancel: [
    [/取消.{0,6}(订单|单子|这单|那单|这个单|购买)|(订单|单子|这单).{0,4}(取消|撤销|不要了)|撤销订单|退单/, strong],
    [new RegExp(String.raw`取消.{0,8}${ORDER}`, 'i'), strong],
    // "KF10020006 帮我取消", "KF10020006能取消吗": the order named first, then the cancelling, an item of it between
    // ("KF10020006里的Pad SE帮我取消"); not "取消了吗" or "为什么被取消了", which ask about a cancellation already made.
    [
      new RegExp(
        String.raw`^(?!.*(被|已经?|为什么|为啥|怎么).{0,4}取消)(?!.*取消(了吗|了没|了么|了嘛|没有))(?!.*取消.{0,6}(会员|订阅|续费|自动|服务)).*${ORDER}.{0,12}(取消|撤销|不要了)`,
        'i',
      ),
      strong,
    ],
    // "cancel #1251", "KF10020006 cancel please": the order named after or before the cancelling; "cancel just the
    // Pad SE from KF10020006": an item of it between the verb and the order (the flow says what it can do for one item).
    [new RegExp(String.raw`^(?!.*\bwhy\b).*(\bcancel\b.{0,40}${ORDER}|${ORDER}.{0,20}\bcancel\b)`, 'i'), strong],
    // "I don't want KF10010004 anymore", "I no longer need the Pad SE from KF10020006": as "KF10010004不要了" (not
    // "I don't want to wait any more, where is KF…?").
    [
      new RegExp(
        String.raw`^(?!.*\bwhy\b)(?=.*\b(?:any ?(?:more|longer)|no longer)\b).*(\b(?:do ?n[o'’]?t|no longer) (?:want|need)\b(?!\s+to\b).{0,40}${ORDER}|${ORDER}.{0,20}\b(?:do ?n[o'’]?t|no longer) (?:want|need)\b(?!\s+to\b))`,
        'i',
      ),
      strong,
    ],
    // "取消那个还没发货的", "cancel the one that hasn't shipped yet": the order described by its state, not by its id or
    // the word "order" (whose shipping words would read it as a status question).
    [
      /^(?!.*(?:被|已经?|为什么|为啥|怎么).{0,4}取消).*取消(?:掉)?.{0,10}(?:还?没有?|未|尚未)(?:发货|付款|支付|发出)|(?:还?没有?|未|尚未)(?:发货|付款|支付|发出)的.{0,8}(?:取消|不要了)/,
      strong,
    ],
    [
      /^(?!.*\bwhy\b).*\bcancel\b.{0,40}(?:\b(?:has|have|is|are)\s*n[o'’]?t\s+(?:yet\s+)?(?:been\s+)?(?:shipped|sent|paid)|\bnot\s+(?:yet\s+)?(?:been\s+)?(?:shipped|sent|paid)|\b(?:unshipped|unpaid)\b)/i,
      strong,
    ],
    // A bare "取消" / "cancel" (what ends a prompt) or the cancelling of something else (a membership, a subscription) is not an order.
    [/^(?!\s*取消\s*[。.!！~]*\s*$)(?!.*取消.{0,6}(会员|订阅|续费|自动|收藏|关注|授权|绑定|预约|服务)).*取消/, 0.6],
    [/\bcancel\b.{0,30}\b(order|purchase)\b/i, strong],
    [
      /^(?!\s*cancel\s*[.!]*\s*$)(?!.*\bcancel\b.{0,20}\b(subscription|membership|account|newsletter|auto-?renew\w*|plan|booking|appointment)s?\b).*\b(cancel|cancell?ation)\b/i,
      medium,
    ],
  ],
  address_change: [
    [/(改|修改|更改|更换|换|变更|更新).{0,6}(收货|配送|送货|邮寄)?地址/, strong],
    // "帮我改一下KF10010001的收货地址": the order named between the verb and the address.
    [new RegExp(String.raw`(改|修改|更改|更换|换|变更|更新).{0,6}${ORDER}.{0,6}地址`, 'i'), strong],
    [/地址.{0,4}(写错|填错|错了|不对|改一下|要改|换一下)/, strong],
    ['改地址', strong],
    ['换地址', strong],
    [/(改|换|修改).{0,3}收货人/, strong],
    [/\b(change|update|correct|edit|fix|modify)\b.{0,30}\baddress\b/i, strong],
    [/\b(wrong|new|different|another|other) (delivery |shipping )?address\b/i, strong],
    // "能寄到别的地址吗", "送到公司地址": where it goes, not how to change it.
    [/(寄|送|发)(到|去|往)(别的|其他|另一个|新的?|公司的?|家里的?)地址/, strong],
    [/\baddress\b.{0,20}\b(wrong|changed?|incorrect)\b/i, strong],
  ],
  usage_tutorial: [
    ['怎么用', strong],
    ['怎么设置', strong],
    ['如何设置', strong],
    ['怎么开启', strong],
    ['怎么打开', strong],
    ['怎么关闭', strong],
    ['教程', strong],
    ['使用方法', strong],
    ['怎么连接', strong],
    ['如何', medium],
    ['怎么', weak],
    ['怎样', weak],
    ['设置', medium],
    ['迁移', medium],
    ['保养', strong],
    [/\bhow (do|can|to)\b/i, medium],
    [/\b(tutorial|set ?up|enable|turn on|turn off|connect|pair|transfer)\b/i, medium],
  ],
  fault_diagnosis: [
    // What a fault of one kind of product sounds like (a phone that does not turn on or charge) is its shop's
    // lexicon.yaml `intentCues`; these are how any product is said not to work.
    ['故障', strong],
    ['不工作', medium],
    ['失灵', strong],
    ['不能用', medium],
    ['用不了', medium],
    ['出问题', medium],
    ['出毛病', medium],
    [/\b(not working|doesn'?t work|stopped working|won'?t work|defective|faulty|malfunction(ing|s)?)\b/i, strong],
  ],
  policy_inquiry: [
    ['退货政策', 1],
    ['退换货政策', 1],
    ['保修政策', 1],
    [/\b(return|refund|exchange) policy\b/i, 1],
    ['政策', strong],
    ['保修期', strong],
    ['保修多久', strong],
    ['质保', strong],
    ['保修', medium],
    ['价保', strong],
    ['运费', strong],
    ['包邮', strong],
    ['规定', medium],
    ['规则', medium],
    ['七天无理由', strong],
    ['7天无理由', strong],
    ['几天内', medium],
    [/\b(policy|policies|warranty|guarantee|shipping fee|free shipping|price protection)\b/i, strong],
    [/\b(covered|coverage)\b/i, medium],
    [/\b(do|does|can|will) (you|they) (ship|deliver)\b|\bship(ping)? (to|abroad|overseas|internationally|worldwide)\b/i, strong],
  ],
  faq: [
    [SERVICE_HOURS, 0.95],
    ['支付方式', strong],
    // "支持apple pay吗", "do you accept paypal?": a way to pay, the shop's and not a product's feature.
    [PAYING, strong],
    ['付款方式', strong],
    ['分期', strong],
    ['花呗', strong],
    ['客服电话', strong],
    ['营业时间', strong],
    ['门店', medium],
    [STORE_VISIT, strong],
    ['会员', medium],
    ['积分', strong],
    ['优惠券', strong],
    ['怎么付款', strong],
    ['支付宝', strong],
    ['微信支付', strong],
    ['信用卡', strong],
    ['云闪付', strong],
    ['密码', strong],
    ['登录', strong],
    ['注册', medium],
    ['验证码', strong],
    ['账号', medium],
    ['换手机号', strong],
    [
      /\b(payment|pay with|pay by|pay in|installments?|instalments?|interest[- ]free|credit cards?|debit cards?|alipay|wechat pay|unionpay|huabei|coupons?|store hours|opening hours|points|membership|gift card)\b/i,
      strong,
    ],
    [/\b(password|sign[- ]?in|sign[- ]?up|log[- ]?in|verification code|phone number)\b/i, strong],
    [/\b(account|register)\b/i, medium],
  ],
};

/** Words that mean the shopper is angry (seed 002: hand off rather than argue). */
export const ANGRY_CUES: readonly (string | RegExp)[] = [
  '垃圾',
  '投诉',
  '骗子',
  '坑人',
  '气死',
  '太差',
  '什么破',
  '破手机',
  '破玩意',
  // Alone or said at someone: "滚筒", "滚动" and "妈妈的礼物", "我妈的生日" are not anger.
  /(?:^|[\s，,。.!！?？])滚(?:吧|蛋|开)?(?:$|[\s，,。.!！?？])|滚蛋|滚开/u,
  /(?:^|[\s，,。.!！?？])妈的/u,
  '他妈',
  '你妈',
  '无语死',
  '差评',
  '黑店',
  '忽悠',
  '骗人',
  '太过分',
  '搞什么',
  '要疯了',
  '！！！',
  '!!!',
  /\b(terrible|worst|scam|ridiculous|angry|furious|wtf|useless|garbage|fraud|unacceptable|pissed|disgusting)\b/i,
];

/** Single English words matched with typo tolerance (edit distance), e.g. "prcie", "refnud", "trakcing". */
export const FUZZY_WORDS: Readonly<Record<string, IntentType>> = {
  price: 'price_query',
  stock: 'inventory_check',
  available: 'inventory_check',
  availability: 'inventory_check',
  order: 'order_query',
  tracking: 'logistics_query',
  delivery: 'logistics_query',
  shipping: 'logistics_query',
  package: 'logistics_query',
  parcel: 'logistics_query',
  specs: 'params_query',
  compare: 'product_compare',
  difference: 'product_compare',
  recommend: 'product_recommend',
  suggest: 'product_recommend',
  return: 'return_process',
  refund: 'return_process',
  exchange: 'exchange_process',
  replacement: 'exchange_process',
  repair: 'repair_process',
  broken: 'repair_process',
  invoice: 'invoice_process',
  tutorial: 'usage_tutorial',
  warranty: 'policy_inquiry',
  policy: 'policy_inquiry',
  payment: 'faq',
  installment: 'faq',
  coupon: 'faq',
  human: 'handoff',
  representative: 'handoff',
};

/**
 * Everyday English words one or two letters from a fuzzy target ("change" → exchange, "stuck" → stock, "shopping" →
 * shipping, "company" → compare): real words, never typos.
 */
export const NOT_TYPOS: ReadonlySet<string> = new Set([
  'change',
  'changed',
  'stuck',
  'stick',
  'stack',
  'shock',
  'older',
  'border',
  'prize',
  'pride',
  'prime',
  'rice',
  'shopping',
  'chipping',
  'trading',
  'cracking',
  'backing',
  'racking',
  'professor',
  'pavement',
  'police',
  'company',
  'compact',
  'voice',
  'broker',
  'specks',
  'battered',
]);

/** Which intent wins a tie: the more specific and the more consequential first. */
export const INTENT_PRIORITY: readonly IntentType[] = [
  'handoff',
  'order_cancel',
  'address_change',
  'return_process',
  'exchange_process',
  'repair_process',
  'invoice_process',
  'fault_diagnosis',
  'logistics_query',
  'order_query',
  'product_compare',
  'price_query',
  'inventory_check',
  'product_recommend',
  'params_query',
  'policy_inquiry',
  'usage_tutorial',
  'faq',
  'chitchat',
];
