import { stripBidiControls } from '@kefu/protocol';
import type { LinkPolicy } from './link-policy.js';

// The links the widget renders: [label](url) and bare http(s) URLs (see the widget's rich-text.ts).
const LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,2048})\)|(https?:\/\/[^\s<>"'`)\]，。；！？]+)/g;

// "Click here to verify your account": what a phishing message asks. Said next to a link off the shop's own
// origins, by a model or a help article, it is dropped rather than delivered in the shop's voice.
const PHISHING =
  /verify (?:your )?(?:account|identity|payment|card|details)|confirm (?:your )?(?:account|identity|payment|card|details)|(?:log|sign) ?in here|login here|click (?:here|this link|the link|below) to (?:verify|confirm|log ?in|sign ?in|claim|unlock|update|restore|receive)|(?:account|card) (?:will be |has been |is )?(?:suspended|locked|frozen|closed|restricted)|update (?:your )?(?:payment|billing|card|bank)|enter (?:your )?(?:card|bank|password|passcode|cvv|pin|otp|verification code)|claim (?:your )?(?:refund|reward|prize|compensation)|验证(?:您的|你的)?(?:账户|账号|身份|银行卡)|(?:账户|账号|银行卡)(?:已|将)?(?:被)?(?:冻结|异常|停用|封禁|锁定)|输入(?:您的|你的)?(?:银行卡|卡号|密码|验证码|支付密码|身份证)|(?:点击|打开)(?:此|这个|以下|下方)?(?:链接|网址|这里|此处)(?:进行|去|来)?(?:验证|登录|登陆|领取|激活|解冻|退款|认证)|(?:在|到)(?:此|该|以下)(?:链接|网址)?(?:登录|登陆)|领取(?:退款|赔偿|补偿|红包|奖励)/i;

/** What {@link shopperSafeText} did to a message. */
export interface SafeTextResult {
  text: string;
  /** Links turned into plain text because their target is off the allowed origins. */
  unlinked: number;
  /** Lines dropped for asking the shopper to verify, log in or pay through an outside link. */
  droppedLines: number;
}

/**
 * Makes a message safe to show a shopper: no bidi control characters anywhere (they disguise where a link goes),
 * links only to the shop's own origins (any other becomes its visible target as plain text: "label (evil.example/x)"),
 * and, with `dropPhishing`, no line of a message that pairs phishing phrasing with an outside link.
 */
export function shopperSafeText(text: string, policy: LinkPolicy, options: { dropPhishing: boolean }): SafeTextResult {
  const clean = stripBidiControls(text);
  const lines = clean.split('\n');
  const outside = (line: string) => [...line.matchAll(LINK)].some((match) => leavesShop(match[2] ?? match[3] ?? '', policy));
  const phishing = options.dropPhishing && lines.some((line) => PHISHING.test(line)) && lines.some(outside);
  let droppedLines = 0;
  let unlinked = 0;
  const kept = lines.filter((line) => {
    const drop = phishing && (PHISHING.test(line) || outside(line));
    if (drop) droppedLines += 1;
    return !drop;
  });
  const relinked = kept.map((line) =>
    line.replace(LINK, (whole, label: string | undefined, href: string | undefined, bare: string | undefined) => {
      const url = href ?? bare ?? '';
      if (!leavesShop(url, policy)) return whole;
      unlinked += 1;
      const shown = visibleTarget(url);
      return label === undefined || label.trim() === url || visibleTarget(label.trim()) === shown ? shown : `${label} (${shown})`;
    }),
  );
  let result = relinked
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (droppedLines > 0 && result === '') result = '（此条回复含有可疑链接，已被拦截。）\n(This reply contained a suspicious link and was blocked.)';
  return { text: result, unlinked, droppedLines };
}

// Only web links are links: the widget shows "[x](javascript:…)" or "[x](mailto:…)" as the literal text it is. A
// site path that a browser resolves to another host ("/\evil.example") leaves the shop too.
function leavesShop(url: string, policy: LinkPolicy): boolean {
  return /^(?:https?:)?[/\\]/i.test(url) && !policy.allows(url);
}

// Without its scheme the widget shows a URL as text, never as a link; the host stays readable.
function visibleTarget(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:(?:\/\/)?/i, '');
}
