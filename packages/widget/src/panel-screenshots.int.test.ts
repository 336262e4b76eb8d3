import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openChat, openPanelPage, panelOverflow, say, signIn } from './test-support/panel-page.js';

const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

// Regenerates the panel screenshots: `KEFU_SCREENSHOTS=1 pnpm exec vitest run --project widget src/panel-screenshots`.
describe.runIf(process.env.KEFU_SCREENSHOTS === '1' && serviceAvailable('chromium'))('the fixed panel states in docs/screenshots', () => {
  let browser: Browser;
  let kefu: KefuTestServer;

  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    browser = await launchChromium();
    kefu = await startKefuTestServer();
  });
  afterAll(async () => {
    await browser?.close();
    await kefu?.close();
  });

  it('captures an English return on a phone, inside the screen, with the answers in the transcript', async () => {
    const { page, context } = await openPanelPage(browser, kefu.url, { width: 375, locale: 'en', touch: true });
    await signIn(page);
    await openChat(page, 'tap');
    await say(page, 'I want to return an item');
    await page.locator('kefu-interrupt input[name="answer"]').fill('KF10010001');
    await page.locator('kefu-interrupt input[name="answer"]').press('Enter');
    await page.locator('kefu-interrupt .option').nth(1).click();
    await page.locator('kefu-interrupt').getByRole('button', { name: 'Skip' }).click();
    await page.locator('kefu-interrupt .summary').waitFor();
    await page.waitForTimeout(400);
    expect((await panelOverflow(page)).outside).toEqual([]);
    await page.screenshot({ path: `${OUT}panel-en-mobile-return.png` });
    await context.close();
  });

  it('captures the wait for a person said once, with the place in line, and a new-messages pill', async () => {
    const { page, context } = await openPanelPage(browser, kefu.url, { width: 1366, locale: 'zh-CN', height: 760 });
    await openChat(page);
    await say(page, 'Find X9 多少钱');
    await page.locator('kefu-message .card.price').waitFor();
    await say(page, '转人工');
    await page.locator('kefu-handoff-banner .banner').waitFor();
    const threadId = await page.evaluate(() => (JSON.parse(localStorage.getItem('kefu:v1:demo') ?? '{}') as { threadId: string }).threadId);
    await kefu.server.gateway.emitToThread(threadId, { event: 'handoff', reason: 'requested', state: 'queued', queuePosition: 1 });
    await page.locator('kefu-handoff-banner .banner', { hasText: '第 1 位' }).waitFor();
    await page.locator('kefu-message-list .scroll').evaluate((scroller) => (scroller.scrollTop = 0));
    await page.waitForTimeout(200);
    await kefu.server.gateway.emitToThread(threadId, { event: 'handoff', reason: 'requested', state: 'joined', agentName: '小王' });
    await kefu.server.gateway.emitToThread(threadId, {
      event: 'message:done',
      message: { role: 'agent', author: '小王', text: '您好，我是小王，请问 Find X9 想要哪个颜色？' },
    });
    await page.locator('kefu-message-list .pill').waitFor();
    await page.waitForTimeout(300);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${OUT}panel-new-messages-pill.png` });
    await context.close();
  });
});
