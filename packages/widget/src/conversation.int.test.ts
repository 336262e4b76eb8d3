import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openPage } from './test-support/browser-page.js';
import { shopAgent, type ShopAgent } from './test-support/shop-agent.js';
import { signIdentity } from './test-support/identity-token.js';

const DEMO_SECRET = 'kefu-demo-identity-secret-change-me';

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

  it('completes a whole return by clicking and typing, and a reload mid-way shows the same prompt and countdown', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate((token) => window.Kefu?.identify(token), signIdentity('c_1001', DEMO_SECRET));
    await open(page);
    await type(page, '我要退货');

    const prompt = page.locator('kefu-interrupt .prompt');
    const label = page.locator('kefu-workflow-strip .label');
    await prompt.filter({ hasText: '订单号' }).waitFor();
    expect(await label.textContent()).toMatch(/^退货 · 第 1\/4 步 · \d\d:\d\d 前回复$/);
    await page.locator('kefu-interrupt input[name="answer"]').fill('KF10010001');
    await page.keyboard.press('Enter');

    await label.filter({ hasText: '第 2/4 步' }).waitFor();
    const strip = await label.textContent();
    const before = await page.locator('kefu-interrupt .countdown').textContent();
    const promptBefore = await prompt.locator('.prompt-text').textContent();
    // The composer waits while a choice is open, and focus sits on the prompt, never on <body>.
    expect(await page.locator('kefu-composer textarea').isDisabled()).toBe(true);

    await page.reload();
    // A shop passes the signed-in customer's token on every page.
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate((token) => window.Kefu?.identify(token), signIdentity('c_1001', DEMO_SECRET));
    await open(page);
    await label.filter({ hasText: '第 2/4 步' }).waitFor();
    expect(await prompt.locator('.prompt-text').textContent()).toBe(promptBefore);
    expect(await label.textContent()).toBe(strip);
    const after = await page.locator('kefu-interrupt .countdown').textContent();
    expect(seconds(after)).toBeLessThanOrEqual(seconds(before));
    expect(seconds(before) - seconds(after)).toBeLessThan(30);
    // The conversation before the reload came back from storage, once.
    expect(await page.locator('kefu-message .bubble').filter({ hasText: /^我要退货$/ }).count()).toBe(1);

    await prompt.getByRole('button', { name: '质量问题' }).click();
    await label.filter({ hasText: '第 3/4 步' }).waitFor();
    await prompt.getByRole('button', { name: '跳过' }).click();
    await label.filter({ hasText: '第 4/4 步' }).waitFor();
    expect(await prompt.locator('.summary').textContent()).toContain('KF10010001');
    await prompt.getByRole('button', { name: '确认提交' }).click();

    const receipt = page.locator('.card.receipt');
    await receipt.waitFor();
    expect(await receipt.textContent()).toContain('KF10010001');
    expect(await page.locator('kefu-interrupt').count()).toBe(0);
    expect(await page.locator('kefu-composer textarea').isDisabled()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('KEFU-CHAT');
    expect(errors).toEqual([]);
    await context.close();
  });

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

function seconds(countdown: string | null): number {
  const match = /(\d+):(\d\d)/.exec(countdown ?? '');
  if (!match) throw new Error(`no countdown in "${countdown}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}
