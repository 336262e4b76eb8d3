import { describe, expect, it } from 'vitest';
import { createLinkPolicy } from './link-policy.js';
import { shopperSafeText } from './shopper-safe-text.js';

const policy = createLinkPolicy(['https://shop.example', 'http://localhost:*', '*', 'https://cdn.shop.example']);
const safe = (text: string, dropPhishing = true) => shopperSafeText(text, policy, { dropPhishing });

describe('links in text shown to a shopper', () => {
  it.each([
    ['/help/returns-7-day', true],
    ['https://shop.example/product.html?id=p_find_x9', true],
    ['http://localhost:5173/help', true],
    ['https://cdn.shop.example/manual.pdf', true],
    ['https://evil.example/verify', false],
    ['https://shop.example.evil.example/', false],
    ['https://shop.example@evil.example/', false],
    ['//evil.example/x', false],
    ['javascript:alert(1)', false],
    ['http://shop.example/', false],
  ])('allows %s → %s', (url, allowed) => {
    expect(policy.allows(url)).toBe(allowed);
  });

  it('strips bidi controls from link text and URLs, and from every other character', () => {
    const text = '[\u202Emoc.elpmaxe-pohs//:sptth](https://evil.example/verify) \u2067hi\u2069 \u200F';
    const result = safe(text, false).text;
    expect(result).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200E\u200F]/);
    expect(result).toBe('moc.elpmaxe-pohs//:sptth (evil.example/verify) hi');
  });

  it("turns a link off the shop's origins into its visible target, as text the widget does not link", () => {
    expect(safe('Details: [the manual](https://evil.example/m.pdf) and https://evil.example/x.', false)).toMatchObject({
      text: 'Details: the manual (evil.example/m.pdf) and evil.example/x.',
      unlinked: 2,
    });
    expect(safe('See [returns](/help/returns-7-day) or https://shop.example/help.', false)).toMatchObject({
      text: 'See [returns](/help/returns-7-day) or https://shop.example/help.',
      unlinked: 0,
    });
  });

  it.each([
    'Your account will be suspended. [Click here to verify your account](https://evil.example/v)',
    '请点击链接验证您的账户：https://evil.example/login',
    '退款需要输入银行卡号和密码，请打开 https://refund.evil.example/ 办理',
    'Please login here: https://evil.example/login',
    '您的账户已被冻结，点击此处解冻 https://evil.example',
  ])('drops the phishing lines of %j', (text) => {
    const result = safe(`七天无理由退货请在订单页申请。\n${text}`);
    expect(result.text).toBe('七天无理由退货请在订单页申请。');
    expect(result.droppedLines).toBeGreaterThan(0);
  });

  it('leaves what the widget never links as it is: other schemes, plain words', () => {
    expect(safe('[点我](javascript:alert(5)) mailto:a@b.example', false)).toMatchObject({
      text: '[点我](javascript:alert(5)) mailto:a@b.example',
      unlinked: 0,
    });
  });

  it('keeps phrasing like "log in" with the shop\'s own link, and any phrasing from a human agent', () => {
    expect(safe('Log in here to see your orders: [orders](/account/orders)').text).toBe('Log in here to see your orders: [orders](/account/orders)');
    expect(safe('verify your account at https://evil.example', false).text).toBe('verify your account at evil.example');
  });

  it('replaces a message that was nothing but phishing with a notice', () => {
    expect(safe('Verify your account: https://evil.example/v').text).toMatch(/blocked/);
  });
});
