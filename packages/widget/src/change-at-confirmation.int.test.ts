import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openPage } from './test-support/browser-page.js';
import { signIdentity } from './test-support/identity-token.js';

const DEMO_SECRET = 'kefu-demo-identity-secret-change-me';

// Issue 19 item 4: "需要修改" at a confirmation goes back to the step the shopper names, the other answers kept.
describe.runIf(serviceAvailable('chromium'))('"change something" at a confirmation, in the script-tag widget and the real agent', () => {
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

  const type = async (page: Page, text: string) => {
    await page.locator('kefu-composer textarea').fill(text);
    await page.keyboard.press('Enter');
  };
  const rows = async (page: Page) => (await page.locator('kefu-interrupt .summary > div').allTextContents()).map((row) => row.replace(/\s+/g, ''));

  it('returns to the reason step named in "what should change", keeps the photos answer, and submits the changed return', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.waitForFunction(() => window.Kefu !== undefined);
    await page.evaluate((token) => window.Kefu?.identify(token), signIdentity('c_1001', DEMO_SECRET));
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').waitFor();
    await type(page, '我要退货');

    const prompt = page.locator('kefu-interrupt .prompt');
    const label = page.locator('kefu-workflow-strip .label');
    await prompt.getByRole('button', { name: /KF10010001/ }).click();
    await label.filter({ hasText: '第 2/4 步' }).waitFor();
    await prompt.getByRole('button', { name: '质量问题' }).click();
    await label.filter({ hasText: '第 3/4 步' }).waitFor();
    await prompt.getByRole('button', { name: '跳过' }).click();
    await label.filter({ hasText: '第 4/4 步' }).waitFor();
    const before = await rows(page);
    expect(before).toContain('原因质量问题');

    await prompt.getByRole('button', { name: '需要修改' }).click();
    await page.locator('kefu-interrupt #reason').fill('原因选错了');
    await prompt.getByRole('button', { name: '发送' }).click();
    // Back at step 2, not a new request: the strip says so and nothing was submitted.
    await label.filter({ hasText: '第 2/4 步' }).waitFor();
    await prompt.filter({ hasText: '请选择退货原因' }).waitFor();
    expect(await page.locator('.card.receipt').count()).toBe(0);
    await prompt.getByRole('button', { name: '不想要了（七天无理由）' }).click();

    // Straight back to the confirmation: the photos step, answered already, is not asked again.
    await label.filter({ hasText: '第 4/4 步' }).waitFor();
    expect(await rows(page)).toEqual(before.map((row) => (row.startsWith('原因') ? '原因不想要了（七天无理由）' : row)));
    await prompt.getByRole('button', { name: '确认提交' }).click();
    const receipt = page.locator('.card.receipt');
    await receipt.waitFor();
    expect(await receipt.textContent()).toContain('不想要了');
    expect(errors).toEqual([]);
    await context.close();
  });
});
