import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openPage } from './test-support/browser-page.js';
import { shopAgent, type ShopAgent } from './test-support/shop-agent.js';

// Issue 20, finding 6: a link whose text is reversed by an RTL override ("‮lmth.yfirev/moc.elpmaxe-pohs//:sptth"
// reads as "https://shop-example.com/verify.html") disguises where it goes.
describe.runIf(serviceAvailable('chromium'))('finding 6 — links show where they go, a guest thread resumes only with its token', () => {
  let browser: Browser;
  let kefu: KefuTestServer;
  let agent: ShopAgent;

  beforeAll(async () => {
    browser = await launchChromium();
    kefu = await startKefuTestServer({
      agent: (dependencies) => {
        agent = shopAgent(dependencies);
        return agent;
      },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await kefu?.close();
  });

  const type = async (page: Page, text: string) => {
    await page.locator('kefu-composer textarea').fill(text);
    await page.keyboard.press('Enter');
  };
  // Every link and every bubble's text in the widget's shadow roots.
  const shown = (page: Page) =>
    page.evaluate(() => {
      const anchors: Array<{ href: string; text: string; user: boolean }> = [];
      const bubbles: string[] = [];
      const walk = (root: Document | ShadowRoot) => {
        for (const element of root.querySelectorAll('*')) {
          if (element.tagName === 'A' && element.getRootNode() !== document)
            anchors.push({
              href: element.getAttribute('href') ?? '',
              text: element.textContent ?? '',
              user: (element.getRootNode() as ShadowRoot).host?.hasAttribute('role-user') ?? false,
            });
          if (element.classList.contains('bubble')) bubbles.push(element.textContent ?? '');
          if (element.shadowRoot) walk(element.shadowRoot);
        }
      };
      walk(document);
      return { anchors, bubbles };
    });

  it("shows an RTL-override link as its real target, not as a link, in the answer and in the shopper's own message", async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.locator('kefu-launcher button').click();
    await type(page, 'echo:请先验证 [\u202Elmth.yfirev/moc.elpmaxe-pohs//:sptth](https://evil.example/verify.html)');
    await page.locator('kefu-message:not([role-user]) .bubble', { hasText: 'evil.example/verify.html' }).waitFor();
    const { anchors, bubbles } = await shown(page);
    expect(anchors.filter((anchor) => anchor.href.includes('evil.example'))).toEqual([]);
    expect(bubbles.join('\n')).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    expect(bubbles.filter((text) => text.includes('evil.example/verify.html'))).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a link whose text names another address as text with its real target', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.locator('kefu-launcher button').click();
    // The target is on the shop's own origin, so the server keeps the link; its text claims a bank.
    await type(page, `echo:[https://bank.example/login](${kefu.url}/help/returns)`);
    await page.locator('kefu-message:not([role-user]) .bubble', { hasText: `(${kefu.url}/help/returns)` }).waitFor();
    const { anchors } = await shown(page);
    expect(anchors.filter((anchor) => anchor.text.includes('bank.example'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('makes no link while an answer streams, before the server has checked it', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.locator('kefu-launcher button').click();
    await type(page, 'stream:verify https://evil.example/x now | done');
    await page.locator('kefu-message[streaming] .bubble', { hasText: 'evil.example/x' }).waitFor();
    // (The shopper's own message may link what they typed; the assistant's draft may not.)
    expect((await shown(page)).anchors.filter((anchor) => !anchor.user && anchor.href.includes('evil.example'))).toEqual([]);
    agent.releaseStream();
    await page.locator('kefu-message:not([role-user]):not([streaming]) .bubble', { hasText: 'done' }).waitFor();
    expect((await shown(page)).anchors.filter((anchor) => !anchor.user && anchor.href.includes('evil.example'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resumes its guest thread after a reload with the resume token it keeps; a thread id copied without it opens a new thread', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('kefu:v1:demo') ?? '{}') as { threadId?: string; resumeToken?: string });
    await page.locator('kefu-launcher button').click();
    await type(page, '我的地址是世纪大道 100 号');
    await page.locator('kefu-message .bubble', { hasText: '已收到：我的地址' }).waitFor();
    const first = await stored();
    expect(first.resumeToken).toMatch(/^[\w-]{43}$/);

    await page.reload();
    await page.locator('kefu-launcher button').click();
    await type(page, '还在吗');
    await page.locator('kefu-message .bubble', { hasText: '已收到：还在吗' }).waitFor();
    expect(await stored()).toMatchObject({ threadId: first.threadId, resumeToken: first.resumeToken });
    expect(await kefu.server.stores.log.read(first.threadId!, 0, 10)).toMatchObject({ lastSeq: 4 });

    // Someone else's browser with only the thread id (a screenshot, a shared log): a fresh thread, nothing of the first.
    const other = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await other.page.evaluate(
      (threadId) => localStorage.setItem('kefu:v1:demo', JSON.stringify({ threadId, lastSeq: 0, events: [], outbox: [] })),
      first.threadId,
    );
    await other.page.reload();
    await other.page.locator('kefu-launcher button').click();
    await type(other.page, '你好');
    await other.page.locator('kefu-message .bubble', { hasText: '已收到：你好' }).waitFor();
    const taken = (await other.page.evaluate(() => JSON.parse(localStorage.getItem('kefu:v1:demo') ?? '{}') as { threadId?: string })).threadId;
    expect(taken).not.toBe(first.threadId);
    expect(await other.page.locator('kefu-message .bubble', { hasText: '世纪大道' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await other.context.close();
    await context.close();
  });
});
