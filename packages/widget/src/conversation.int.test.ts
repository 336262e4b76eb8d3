import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openPage } from './test-support/browser-page.js';
import { shopAgent, type ShopAgent } from './test-support/shop-agent.js';

describe.runIf(serviceAvailable('chromium'))('a conversation in the script-tag widget against a real Kefu server', () => {
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

  const open = async (page: Page) => {
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').waitFor();
  };
  const type = async (page: Page, text: string) => {
    await page.locator('kefu-composer textarea').fill(text);
    await page.keyboard.press('Enter');
  };

  it('queues a message typed offline and delivers it exactly once when the network returns', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await open(page);
    await type(page, '你好');
    await page.locator('kefu-message').filter({ hasText: '已收到：你好' }).waitFor();

    await context.setOffline(true);
    await page.locator('kefu-connection-banner .banner', { hasText: '网络已断开' }).waitFor();
    await type(page, '离线时写的消息');
    await page.locator('kefu-message[delivery="queued"]').waitFor();
    expect(await page.locator('kefu-message[delivery="queued"]').count()).toBe(1);
    const turnsBefore = agent.turns.length;

    await context.setOffline(false);
    await page.locator('kefu-message').filter({ hasText: '已收到：离线时写的消息' }).waitFor();
    expect(await page.locator('kefu-connection-banner .banner').count()).toBe(0);
    expect(
      await page
        .locator('kefu-message .bubble')
        .filter({ hasText: /^离线时写的消息$/ })
        .count(),
    ).toBe(1);
    expect(agent.turns.slice(turnsBefore)).toEqual([['离线时写的消息']]);
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|WebSocket/.test(error))).toEqual([]);
    await context.close();
  });

  it('renders an XSS corpus sent as shopper text and as model text as plain text and runs none of it', async () => {
    const corpus = [
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '<svg onload=alert(3)><script>alert(4)</script></svg>',
      '[点我](javascript:alert(5))',
      '<a href="javascript:alert(6)">x</a>',
      '"><iframe srcdoc="<script>parent.alert(7)</script>">',
      '**<b onmouseover=alert(8)>bold</b>** `<i>code</i>`',
    ];
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await open(page);
    for (const payload of corpus) {
      await type(page, `echo:${payload}`);
      await page
        .locator('kefu-message')
        .filter({ hasText: payload.replace(/\*\*|`/g, '').slice(0, 12) })
        .nth(1)
        .waitFor();
    }
    await page
      .locator('kefu-message .card.source')
      .nth(corpus.length - 1)
      .waitFor();
    await page.locator('kefu-message .bubble').last().hover();

    const report = await page.evaluate(() => {
      const all: Element[] = [];
      const walk = (root: Document | ShadowRoot) => {
        for (const element of root.querySelectorAll('*')) {
          all.push(element);
          if (element.shadowRoot) walk(element.shadowRoot);
        }
      };
      walk(document);
      return {
        xss: (window as unknown as { kefuXss?: number }).kefuXss ?? 0,
        scripts: all.filter((element) => element.tagName === 'SCRIPT').length,
        images: all.filter((element) => element.tagName === 'IMG' || element.tagName === 'IFRAME').length,
        handlers: all.filter((element) => [...element.attributes].some((attribute) => attribute.name.startsWith('on'))).length,
        hrefs: all.flatMap((element) => (element.tagName === 'A' && element.getRootNode() !== document ? [element.getAttribute('href') ?? ''] : [])),
      };
    });
    expect(report.xss).toBe(0);
    expect(report.scripts).toBe(1); // the page's own script tag: none from messages
    expect(report.images).toBe(0);
    expect(report.handlers).toBe(0);
    expect(report.hrefs.filter((href) => !/^https?:/.test(href))).toEqual([]);
    const bubbles = await page.locator('kefu-message .bubble').allTextContents();
    for (const payload of corpus.slice(0, 3)) expect(bubbles.filter((text) => text.includes(payload))).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the thinking indicator, then the streamed text as it arrives, then the stored message once', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await open(page);
    // The agent pauses at each '|' until the test lets it go on.
    await type(page, 'stream:| 一 二 | 三 四');
    await page.locator('kefu-typing .indicator', { hasText: '正在思考' }).waitFor();
    expect(await page.locator('kefu-message[streaming]').count()).toBe(0);
    agent.releaseStream();

    const streaming = page.locator('kefu-message[streaming] .bubble');
    await streaming.filter({ hasText: /^一 二$/ }).waitFor();
    expect(await page.locator('kefu-message:not([streaming]) .bubble', { hasText: /^一 二/ }).count()).toBe(0);
    agent.releaseStream();

    await page
      .locator('kefu-message:not([streaming]) .bubble')
      .filter({ hasText: /^一 二 三 四$/ })
      .waitFor();
    expect(await page.locator('kefu-message[streaming]').count()).toBe(0);
    expect(
      await page
        .locator('kefu-message .bubble')
        .filter({ hasText: /^一 二 三 四$/ })
        .count(),
    ).toBe(1);
    expect(await page.locator('kefu-typing .indicator').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders "- " and "• " lines as a bulleted list and "1. " lines as a numbered one, as text', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await open(page);
    await type(page, 'echo:退货需要：\n- 订单号 **KF10010001**\n• 商品照片 <img src=x onerror=alert(1)>\n步骤：\n3. 填写原因\n4. 寄回商品\n谢谢');
    const bubble = page.locator('kefu-message .bubble').filter({ hasText: '谢谢' }).last();
    await bubble.waitFor();
    expect(await bubble.locator('ul > li').allTextContents()).toEqual(['订单号 KF10010001', '商品照片 <img src=x onerror=alert(1)>']);
    expect(await bubble.locator('ul > li strong').textContent()).toBe('KF10010001');
    expect(await bubble.locator('ol > li').allTextContents()).toEqual(['填写原因', '寄回商品']);
    expect(await bubble.locator('ol').getAttribute('start')).toBe('3');
    expect(await bubble.locator('img').count()).toBe(0);
    expect((await bubble.textContent())?.replace(/\s+/g, ' ')).toMatch(/^退货需要：订单号 KF10010001商品照片 .*步骤：填写原因寄回商品谢谢$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders the comparison, order and logistics cards, with the shop’s ¥ and each locale’s dates', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await open(page);
    await type(page, 'cards:KF10010001');
    const comparison = page.locator('kefu-message .card.comparison');
    await comparison.waitFor();
    expect(await comparison.locator('thead th').allTextContents()).toEqual(['Find X8', 'Find X9']);
    expect(await comparison.locator('tbody th').first().textContent()).toBe('价格');
    expect(await comparison.locator('tbody td').first().textContent()).toBe('¥2999');
    const order = page.locator('kefu-message .card.order');
    expect(await order.locator('.card-head').textContent()).toMatch(/订单号 KF10010001\s*已签收/);
    expect(await order.locator('.total dd').textContent()).toBe('¥3,999');
    expect(await order.locator('dd').nth(1).textContent()).toMatch(/^\d{1,2}月\d{1,2}日 \d\d:\d\d$/);
    const logistics = page.locator('kefu-message .card.logistics');
    expect(await logistics.locator('.card-title').textContent()).toContain('顺丰速运 · 已签收');
    // The demo order's five tracking events, newest first.
    const events = await logistics.locator('.timeline-text').allTextContents();
    expect(events).toHaveLength(5);
    expect(events[0]).toBe('已签收，签收人：本人 · 上海');
    expect(events[4]).toBe('商家已发货，快递已揽收 · 东莞');

    await page.evaluate(() => window.Kefu!.setLocale('en'));
    await order.locator('.card-head', { hasText: 'Delivered' }).waitFor();
    expect(await order.locator('.total dd').textContent()).toBe('¥3,999');
    const times = [await order.locator('dd').nth(1).textContent(), ...(await logistics.locator('time').allTextContents())];
    for (const time of times) expect(time).toMatch(/^[A-Z][a-z]{2} \d{1,2}, (?:[01]\d|2[0-3]):\d\d$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says where the wait for a person stands once, in the banner: queued with the place in line, waiting, joined; the header names who answers', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await open(page);
    await type(page, '你好');
    await page.locator('kefu-message .bubble', { hasText: '已收到：你好' }).waitFor();
    const subtitle = page.locator('kefu-header p');
    expect(await subtitle.textContent()).toBe('AI 助手在线 · 通常几秒内回复');
    const threadId = await page.evaluate(() => (JSON.parse(localStorage.getItem('kefu:v1:demo') ?? '{}') as { threadId: string }).threadId);
    // What the handoff desk and the agent console write into a thread, through the real gateway.
    const handoff = (draft: { state: 'queued' | 'no_agents' | 'joined' | 'released'; queuePosition?: number; agentName?: string }) =>
      kefu.server.gateway.emitToThread(threadId, { event: 'handoff', reason: 'requested', ...draft });

    const banner = page.locator('kefu-handoff-banner .banner');
    await handoff({ state: 'queued', queuePosition: 3 });
    await banner.filter({ hasText: '正在为你转接人工客服，你排在第 3 位' }).waitFor();
    await handoff({ state: 'no_agents' });
    await banner.filter({ hasText: '等待人工客服回复' }).waitFor();
    expect(await subtitle.textContent()).toBe('AI 助手在线 · 通常几秒内回复');
    await handoff({ state: 'joined', agentName: '小王' });
    await subtitle.filter({ hasText: '人工客服 小王 为你服务' }).waitFor();
    await handoff({ state: 'released' });
    await subtitle.filter({ hasText: 'AI 助手在线' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the reconnecting banner while the connection is being restored, and chats again after', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await open(page);
    await type(page, '你好');
    await page.locator('kefu-message .bubble', { hasText: '已收到：你好' }).waitFor();
    // The connection drops under a browser that is still online: socket.io reconnects after its back-off (≥ 0.5 s).
    for (const socket of kefu.server.io.of('/').sockets.values()) socket.conn.close();
    await page.locator('kefu-connection-banner .banner', { hasText: '网络不稳定，正在重新连接…' }).waitFor();
    await page.locator('kefu-connection-banner .banner').waitFor({ state: 'detached' });
    await type(page, '又连上了');
    await page.locator('kefu-message .bubble', { hasText: '已收到：又连上了' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
