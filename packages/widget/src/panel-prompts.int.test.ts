import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { LOCALES, openChat, openPanelPage, say, signIn } from './test-support/panel-page.js';

const FLOW = {
  'zh-CN': { ret: '我要退货', skip: '跳过', approve: '确认提交', skipped: '跳过', approved: '确认提交', human: '转人工', waiting: '等待人工客服回复' },
  en: {
    ret: 'I want to return an item',
    skip: 'Skip',
    approve: 'Confirm',
    skipped: 'Skipped',
    approved: 'Confirmed',
    human: 'I want to talk to a person',
    waiting: 'Waiting for a person',
  },
} as const;

// The real server and return workflow: what the shopper answered stays in the conversation.
describe.runIf(serviceAvailable('chromium'))('answers to prompts in the transcript', () => {
  let browser: Browser;
  let kefu: KefuTestServer;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  // A fresh shop per test: a return on the demo order makes it ineligible for the next.
  beforeEach(async () => {
    kefu = await startKefuTestServer();
  });
  afterEach(async () => {
    await kefu?.close();
  });

  for (const locale of LOCALES) {
    it(`shows the chosen reason, the skipped photo and the confirmation as the shopper's messages, also after a reload (${locale})`, async () => {
      const { page, context, errors } = await openPanelPage(browser, kefu.url, { width: 1366, locale });
      await signIn(page);
      await openChat(page);
      await say(page, FLOW[locale].ret);
      // Signed in: the shopper picks the order among their returnable ones.
      await page
        .locator('kefu-interrupt')
        .getByRole('button', { name: /KF10010001/ })
        .click();
      const prompt = page.locator('kefu-interrupt .prompt');
      // The second reason: quality problem.
      const reason = prompt.locator('.option').nth(1);
      const reasonLabel = (await reason.locator('strong').textContent())!.trim();
      await reason.click();
      await prompt.getByRole('button', { name: FLOW[locale].skip }).click();
      await prompt.getByRole('button', { name: FLOW[locale].approve, exact: true }).click();
      await page.locator('.card.receipt').waitFor();
      const userBubbles = async () =>
        page
          .locator('kefu-message')
          .evaluateAll((messages) =>
            messages
              .filter((message) => (message as unknown as { message?: { role: string } }).message?.role === 'user')
              .map((message) => (message as unknown as { message: { text: string } }).message.text),
          );
      const before = await userBubbles();
      expect(before).toEqual(expect.arrayContaining([expect.stringContaining('KF10010001'), reasonLabel, FLOW[locale].skipped, FLOW[locale].approved]));
      expect(before.length).toBeGreaterThanOrEqual(5);
      await page.reload();
      await page.waitForFunction(() => window.Kefu !== undefined);
      await signIn(page);
      await openChat(page);
      await page.locator('.card.receipt').waitFor();
      expect(await userBubbles()).toEqual(before);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`keeps the composer usable during a choice prompt, so the shopper can ask for a person mid-return (${locale})`, async () => {
      const { page, context, errors } = await openPanelPage(browser, kefu.url, { width: 1366, locale });
      await signIn(page);
      await openChat(page);
      await say(page, FLOW[locale].ret);
      // Signed in: the shopper picks the order among their returnable ones.
      await page
        .locator('kefu-interrupt')
        .getByRole('button', { name: /KF10010001/ })
        .click();
      await page.locator('kefu-interrupt .option').first().waitFor();
      expect(await page.locator('kefu-composer textarea').isDisabled()).toBe(false);
      await say(page, FLOW[locale].human);
      await page.locator('kefu-handoff-banner .banner', { hasText: FLOW[locale].waiting }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
