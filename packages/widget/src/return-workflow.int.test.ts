import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openPage } from './test-support/browser-page.js';
import { signIdentity } from './test-support/identity-token.js';

const DEMO_SECRET = 'kefu-demo-identity-secret-change-me';

// The real server with its real agent graph, rules engine and workflows on the embedded defaults.
describe.runIf(serviceAvailable('chromium'))('a shopper and the real Kefu agent, through the script-tag widget', () => {
  let browser: Browser;
  let kefu: KefuTestServer;

  beforeAll(async () => {
    browser = await launchChromium();
    kefu = await startKefuTestServer();
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

  it("asks a price and sees the price card with the shop's promotion applied", async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await open(page);
    await type(page, 'Find X9 多少钱');
    const card = page.locator('kefu-message .card.price');
    await card.waitFor();
    expect((await card.textContent())?.replace(/\s+/g, ' ')).toContain('原价¥3,999 国补−¥500 到手价¥3,499');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for a person, is told nobody is online to take it, and can stop waiting', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate(() => {
      (window as unknown as { handoffs: string[] }).handoffs = [];
      window.Kefu!.on('handoff', ({ handoff }) => (window as unknown as { handoffs: string[] }).handoffs.push(handoff.state));
    });
    await open(page);
    await type(page, '转人工');
    await page.locator('kefu-handoff-banner .banner', { hasText: '等待人工客服回复' }).waitFor();
    // The assistant's message says nobody is online; the log adds no second note saying it again.
    await page.locator('kefu-message .bubble', { hasText: '没有在线的人工客服' }).waitFor();
    expect(await page.locator('kefu-message-list .notice').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { handoffs: string[] }).handoffs)).toContain('no_agents');

    // The shopper stops waiting: back to the assistant, which answers again.
    await page.getByRole('button', { name: '返回 AI 助手' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { handoffs: string[] }).handoffs.at(-1))).toBe('released');
    expect(await page.locator('kefu-handoff-banner .banner').count()).toBe(0);
    await type(page, 'Find X8 多少钱');
    await page.locator('kefu-message .card.price', { hasText: 'Find X8' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('completes a whole return by clicking and typing, and a reload mid-way shows the same prompt and countdown', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate((token) => window.Kefu?.identify(token), signIdentity('c_1001', DEMO_SECRET));
    await open(page);
    await type(page, '我要退货');

    const prompt = page.locator('kefu-interrupt .prompt');
    const label = page.locator('kefu-workflow-strip .label');
    // Signed in: the shopper picks among their orders that can be returned.
    await prompt.filter({ hasText: '请选择需要退货的订单' }).waitFor();
    expect(await label.textContent()).toBe('退货 · 第 1/4 步');
    await prompt.getByRole('button', { name: /KF10010001/ }).click();

    await label.filter({ hasText: '第 2/4 步' }).waitFor();
    const strip = await label.textContent();
    const before = await page.locator('kefu-interrupt .countdown').textContent();
    const promptBefore = await prompt.locator('.prompt-text').textContent();
    // At a choice the shopper may still type (another request, a question), and focus sits on the prompt, never on <body>.
    expect(await page.locator('kefu-composer textarea').isDisabled()).toBe(false);

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
    expect(
      await page
        .locator('kefu-message .bubble')
        .filter({ hasText: /^我要退货$/ })
        .count(),
    ).toBe(1);

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

  it('types another request at a choice, is asked before the return is dropped, and sees the return closed as switched', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate((token) => window.Kefu?.identify(token), signIdentity('c_1002', DEMO_SECRET));
    // 王磊 (c_1002): the other test already returned 林晓's order, so it is no longer offered.
    await open(page);
    await type(page, '我要退货');
    const prompt = page.locator('kefu-interrupt .prompt');
    await prompt.getByRole('button', { name: /KF10020001/ }).click();
    await prompt.filter({ hasText: '请选择退货原因' }).waitFor();
    await type(page, '我要开发票');
    await prompt.filter({ hasText: '你的退货申请还没提交，要放弃它改为开发票吗？' }).waitFor();
    expect(await prompt.getByRole('button').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('放弃退货，改为开发票'), expect.stringContaining('继续退货')]),
    );
    // Typed: the server closes the question as switched (a click on the option closes it as answered, like any reply).
    await type(page, '好');
    await page.locator('kefu-message-list .notice', { hasText: '已切换到新的请求' }).waitFor();
    await prompt.filter({ hasText: '订单 KF10020001 可以开具发票' }).waitFor();
    expect(await page.locator('kefu-workflow-strip .label').textContent()).toMatch(/^开发票 · 第 2\/4 步/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

function seconds(countdown: string | null): number {
  const match = /(\d+):(\d\d)/.exec(countdown ?? '');
  if (!match) throw new Error(`no countdown in "${countdown}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}
