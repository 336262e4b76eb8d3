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
    expect(await page.locator('kefu-message .bubble').filter({ hasText: /^离线时写的消息$/ }).count()).toBe(1);
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
      await page.locator('kefu-message').filter({ hasText: payload.replace(/\*\*|`/g, '').slice(0, 12) }).nth(1).waitFor();
    }
    await page.locator('kefu-message .card.source').nth(corpus.length - 1).waitFor();
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

  it('streams an answer as it arrives and then shows it once', async () => {
    const { page, context } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await open(page);
    await type(page, 'stream:一 二 三 四');
    await page.locator('kefu-message:not([streaming]) .bubble').filter({ hasText: /^一 二 三 四$/ }).waitFor();
    expect(await page.locator('kefu-message[streaming]').count()).toBe(0);
    expect(await page.locator('kefu-message .bubble').filter({ hasText: /^一 二 三 四$/ }).count()).toBe(1);
    await context.close();
  });
});
