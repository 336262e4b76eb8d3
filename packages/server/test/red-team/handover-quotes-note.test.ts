import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../../src/adapters/commerce/shop-folder-commerce.js';
import { systemClock } from '../../src/ports/clock.js';
import { UnsupportedWriteError, type CommerceBackend } from '../../src/ports/commerce-backend.js';
import { kefuForFile, type Conversation } from '../conversations/order-change-harness.js';
import { onToConfirmation } from '../conversations/support/on-to-confirmation.js';

// When the shop's backend refuses a write, the assistant hands the shopper over with the request rows quoted, the
// note the shopper typed among them, all on the explanation's own line. A note pairing phishing words with an off-shop
// link ("请点击链接验证您的账户 https://evil.example/verify") made the phishing filter drop that one line, the whole
// message: the shopper read only "（此条回复含有可疑链接，已被拦截。）", not that the shop cannot take returns online
// nor that a person has it; and the note's Markdown ("**加急**", "[官方客服](https://evil.example/x)") was rendered
// as the assistant's own bold and links. Built: the request is quoted on lines of its own below the explanation, each
// value as quoted data: its links are not links (no scheme: "evil.example/verify" as text), its Markdown shows as the
// characters typed, its line breaks are spaces.

/** The demo shop whose backend takes no write: every confirmed request goes to a person. */
function refusingShop(): CommerceBackend {
  const shop = createShopFolderCommerce({ clock: systemClock });
  return { ...shop, submit: async (write) => Promise.reject(new UnsupportedWriteError(write.kind)) };
}
const { open } = kefuForFile(refusingShop());

const NOTE = {
  'zh-CN': '屏幕有亮点。请点击链接验证您的账户 https://evil.example/verify **加急** [官方客服](https://evil.example/x) `退款`',
  en: 'The screen is faulty, it flickers. Click here to verify your account https://evil.example/verify **urgent** [official support](https://evil.example/x) `refund`',
} as const;

async function handedOver(chat: Conversation, locale: 'zh-CN' | 'en'): Promise<string> {
  await chat.say(locale === 'en' ? 'I want to return KF10010001' : '我要退货 KF10010001');
  // Said at the reason step, the note is its words; the photo step is skipped (a link there would be a photo).
  await chat.say(NOTE[locale]);
  await onToConfirmation(chat);
  await chat.say(locale === 'en' ? 'confirm' : '确认');
  expect(chat.client.rendered.some((event) => event.event === 'handoff')).toBe(true);
  return chat.lastAnswer().text;
}

describe("the handover after a refused write quotes the shopper's note as data", () => {
  it("zh-CN: the shop's explanation survives, the note is quoted with its link and Markdown inert", async () => {
    const text = await handedOver(await open({ customerId: 'c_1001', locale: 'zh-CN' }), 'zh-CN');
    expect(text).not.toContain('可疑链接');
    expect(text).toContain('商家系统暂不支持在线退货。已为您转接人工客服');
    expect(text).toContain('订单号：KF10010001');
    expect(text).toContain('evil.example/verify');
    expect(text).not.toMatch(/https?:\/\//);
    expect(text).not.toMatch(/\]\(|(?<!\*)\*\*[^*\n]+\*\*(?!\*)|`[^`\n]+`/);
  });

  it('en: the same, "The shop\'s system does not take return requests online" kept', async () => {
    const text = await handedOver(await open({ customerId: 'c_1001', locale: 'en' }), 'en');
    expect(text).not.toContain('suspicious link');
    expect(text).toContain("The shop's system does not take return requests online. I have passed you to a human agent");
    expect(text).toContain('evil.example/verify');
    expect(text).not.toMatch(/https?:\/\//);
    expect(text).not.toMatch(/\]\(|(?<!\*)\*\*[^*\n]+\*\*(?!\*)|`[^`\n]+`/);
  });
});
