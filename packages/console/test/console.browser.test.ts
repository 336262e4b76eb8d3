import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { serviceAvailable, waitFor } from '@kefu/testing';
import type { KefuServer } from '@kefu/server';
import { Shopper, signInAgent, snap, startDesk } from './support.js';

/** The text an element renders in its shadow root. */
const shadowText = (page: Page, selector: string) => page.locator(selector).evaluate((element) => element.shadowRoot?.textContent ?? '');

describe.runIf(serviceAvailable('chromium'))('the agent console in Chromium', () => {
  let server: KefuServer;
  let url: string;
  let token: string;
  let browser: Browser;
  let page: Page;
  const shoppers: Shopper[] = [];

  beforeAll(async () => {
    ({ server, url, browser, page } = await startDesk());
    // The demo agent's token is made for each run and printed at start; a test reads it from the config.
    token = server.dependencies.config.demoAgentToken!;
  });
  afterAll(async () => {
    for (const shopper of shoppers) shopper.close();
    await browser?.close();
    await server?.close();
  });

  it('refuses a forged token at sign-in', async () => {
    await signInAgent(page, url, 'forged-token-0123456789');
    await page.locator('kc-sign-in [role=alert]').waitFor();
    expect(await page.locator('kc-sign-in [role=alert]').textContent()).toContain('令牌无效');
    await snap(page, 'console-sign-in');
    expect(await page.locator('kc-queue').count()).toBe(0);
  });

  it('takes a shopper from the queue: card, claim, reply, answer the prompt for them, release to the AI', async () => {
    const earlier = await Shopper.connect(url);
    const shopper = await Shopper.connect(url);
    shoppers.push(earlier, shopper);
    await earlier.say('订单 20251201001 的快递三天没更新了，太慢了');
    await earlier.say('转人工');
    await shopper.say('Find X9 多少钱？有国补吗');
    await shopper.waitForMessage((message) => message.text.startsWith('AI:'));
    await shopper.say('我要退货');
    await shopper.waitForMessage((message) => message.text.includes('退货'));
    await shopper.say('算了，转人工吧');
    await shopper.waitForHandoff('no_agents');

    await signInAgent(page, url, token);
    const item = page.locator(`kc-queue button[data-thread="${shopper.threadId}"]`);
    await item.waitFor();
    expect(await page.locator('kc-queue button[data-thread]').count()).toBe(2);
    expect(await item.textContent()).toContain('留言');
    expect((await shopper.waitForHandoff('queued')).queuePosition).toBe(2);

    await item.click();
    await page.locator('kc-card .workflow').waitFor();
    // Nobody holds it yet: there is nothing of this agent's to hand back.
    expect(await page.locator('kc-conversation button[data-action=release]').count()).toBe(0);
    const card = await shadowText(page, 'kc-card');
    expect(card).toContain('顾客要求');
    expect(card).toMatch(/价格[\s\S]*退货[\s\S]*转人工/);
    expect(card).toContain('Find X9');
    expect(card).toContain('请提供需要退货的订单号');
    expect(await page.locator('kc-conversation .log').textContent()).toContain('算了，转人工吧');
    await snap(page, 'console-queue');

    await page.locator('kc-conversation button[data-action=claim]').click();
    expect((await shopper.waitForHandoff('joined')).agentName).toBe('Lin');
    expect((await earlier.waitForHandoff('queued')).queuePosition).toBe(1);
    const composer = page.locator('kc-conversation textarea');
    await waitFor('the composer to open', async () => !(await composer.isDisabled()));
    await composer.fill('您好，我是客服 Lin。X9 国补后 3499 元，退货我来帮您处理。');
    await composer.press('Enter');
    await shopper.waitForMessage((message) => message.role === 'agent' && message.author === 'Lin' && message.text.includes('国补后 3499'));
    await shopper.say('好的，订单号是 20251130007');
    await page.locator('kc-conversation .log', { hasText: '20251130007' }).waitFor();

    await page.locator('kc-card input[name=value]').fill('20251130007');
    await snap(page, 'console-conversation');
    await page.locator('kc-card button[type=submit]').click();
    await shopper.waitForMessage((message) => message.text.includes('已记录订单号 20251130007'));
    expect(shopper.events.some((event) => event.event === 'interrupt:closed' && event.data.reason === 'answered')).toBe(true);
    await page.locator('kc-conversation .log', { hasText: '已记录订单号' }).waitFor();

    await page.locator('kc-conversation button[data-action=release]').click();
    await shopper.waitForHandoff('released');
    await shopper.say('X8 有货吗');
    await shopper.waitForMessage((message) => message.text === 'AI: X8 有货吗');
  });

  it('labels an upset shopper by the urgent reason, marks a shopper who left, and offers "back to AI" only to the holder', async () => {
    const upset = await Shopper.connect(url);
    const leaving = await Shopper.connect(url);
    shoppers.push(upset, leaving);
    await upset.say('什么破手机，太差了！转人工');
    expect((await upset.waitForHandoff('queued')).reason).toBe('angry');
    await leaving.say('转人工');
    await leaving.waitForHandoff('queued');
    leaving.close();

    const upsetItem = page.locator(`kc-queue button[data-thread="${upset.threadId}"]`);
    await upsetItem.waitFor();
    expect(await upsetItem.locator('.chip').first().textContent()).toBe('情绪激动');
    await page.locator(`kc-queue button[data-thread="${leaving.threadId}"] .chip.offline`, { hasText: '顾客已离开' }).waitFor();
    expect(await upsetItem.locator('.chip.offline').count()).toBe(0);
    await snap(page, 'console-queue-angry-offline');

    await upsetItem.click();
    const claim = page.locator('kc-conversation button[data-action=claim]');
    await claim.waitFor();
    expect(await shadowText(page, 'kc-conversation')).toContain('情绪激动');
    expect(await page.locator('kc-conversation button[data-action=release]').count()).toBe(0);
    await claim.click();
    await upset.waitForHandoff('joined');
    await page.locator('kc-conversation button[data-action=release]').waitFor();
  });

  it('speaks English too', async () => {
    await page.locator('.top button[lang=en]').click();
    await page.locator('kc-queue', { hasText: 'Waiting' }).waitFor();
    await snap(page, 'console-en');
    expect(await shadowText(page, 'kc-card')).toContain('Escalation card');
  });
});
