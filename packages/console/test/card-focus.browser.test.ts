import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { createKefuServer, loadConfig, type KefuServer } from '@kefu/server';
import { buildConsoleOnce, Shopper, snap } from './support.js';

describe.runIf(serviceAvailable('chromium'))('the escalation card shows what the dialogue state has in focus', () => {
  let server: KefuServer;
  let url: string;
  let browser: Browser;
  let page: Page;
  let shopper: Shopper | undefined;

  beforeAll(async () => {
    await buildConsoleOnce();
    // The real agent graph on the demo shop, rules path: its checkpointed dialogue state is what the card reads.
    server = await createKefuServer({ config: loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }) });
    url = await server.listen();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 860 }, locale: 'zh-CN' });
  });
  afterAll(async () => {
    shopper?.close();
    await browser?.close();
    await server?.close();
  });

  it('lists the products in focus, the budget and wishes the shopper gave, and their last request', async () => {
    shopper = await Shopper.connect(url);
    await shopper.say('Find X9 多少钱');
    await shopper.waitForMessage((message) => message.role === 'assistant' && message.text.includes('X9'));
    await shopper.say('3000 到 4000 的手机，拍照好的');
    await shopper.waitForMessage((message) => message.role === 'assistant' && !message.text.includes('X9 当前'));
    await shopper.say('转人工');
    await shopper.waitForHandoff('no_agents');

    await page.goto(`${url}/console/`);
    await page.locator('kc-sign-in input').fill(server.dependencies.config.demoAgentToken!);
    await page.locator('kc-sign-in button[type=submit]').click();
    await page.locator(`kc-queue button[data-thread="${shopper.threadId}"]`).click();
    const focus = page.locator('kc-card section.focus');
    await focus.waitFor();
    expect(await focus.locator('[data-focus=products]').textContent()).toContain('Find X9');
    expect(await focus.textContent()).toMatch(/价格区间\s*3000–4000/);
    expect(await focus.locator('[data-focus=request]').textContent()).toContain('推荐');
    // The price part's chip shows the money the shopper saw (it printed "[object Object]").
    expect(await page.locator('kc-conversation .parts .chip').first().textContent()).toBe('Find X9 ¥3,499.00');
    await snap(page, 'console-card-focus');
  });
});
