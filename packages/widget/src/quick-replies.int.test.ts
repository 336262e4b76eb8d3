import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openPage } from './test-support/browser-page.js';

// The real Kefu agent on the demo shop (rules path): a vague message gets a clarifying question with quick replies.
describe.runIf(serviceAvailable('chromium'))('quick replies in the script-tag widget against a real Kefu server', () => {
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
  const chips = (page: Page) => page.locator('kefu-message .quick-replies button:visible');

  it('a chip picked from the keyboard sends its text, the original question is answered, and only the newest message’s chips stay', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await open(page);
    await type(page, '白色');
    const question = page.locator('kefu-message').filter({ hasText: '请问您想了解哪款商品' });
    await question.locator('.quick-replies button', { hasText: /^Find X9$/ }).waitFor();
    expect(await question.locator('.quick-replies button').allTextContents()).toEqual(expect.arrayContaining(['Find X8', 'Find X9']));

    await question.locator('.quick-replies button', { hasText: /^Find X9$/ }).focus();
    await page.keyboard.press('Enter');
    await page
      .locator('kefu-message .bubble')
      .filter({ hasText: /^Find X9$/ })
      .waitFor();
    await page.locator('kefu-message').filter({ hasText: 'Find X9 雾凇白' }).waitFor();
    // The answered question's chips are gone: neither tappable nor in the tab order.
    await expect.poll(() => question.locator('.quick-replies button:visible').count()).toBe(0);

    await type(page, '亲');
    const greeting = page.locator('kefu-message').filter({ hasText: '请问有什么可以帮您' }).last();
    await greeting.locator('.quick-replies button').first().waitFor();
    const enabled = await page.locator('kefu-message .quick-replies button:visible').allTextContents();
    expect(enabled).toEqual(await greeting.locator('.quick-replies button').allTextContents());
    expect(enabled).not.toContain('Find X8');

    await greeting.locator('.quick-replies button', { hasText: '怎么退货' }).click();
    await page
      .locator('kefu-message .bubble')
      .filter({ hasText: /^怎么退货$/ })
      .waitFor();
    await page.locator('kefu-message').filter({ hasText: '申请售后' }).waitFor();
    expect(await page.locator('kefu-message .quick-replies button:visible').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('chips are at least 44 px tall on a touch screen', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${kefu.url}/test/script-tag.html`);
    await page.locator('kefu-launcher button').tap();
    await page.locator('kefu-composer textarea').waitFor();
    await type(page, '嗯');
    await chips(page).first().waitFor();
    // The answer can arrive while the panel still rises (scale 0.97 → 1): measure the chips at their resting size.
    await page.locator('kefu-chat .panel').evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const heights = await chips(page).evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
    await chips(page).first().tap();
    await page
      .locator('kefu-message .bubble')
      .filter({ hasText: /^我的订单到哪了$/ })
      .waitFor();
    await context.close();
  });
});
