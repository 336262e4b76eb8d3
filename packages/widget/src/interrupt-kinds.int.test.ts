import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openPage } from './test-support/browser-page.js';
import { promptAgent, type PromptAgent } from './test-support/prompt-agent.js';
import { canvasJpeg } from './test-support/canvas-jpeg.js';

// Every prompt kind's UI against the real gateway, with a test agent that opens each kind on request.
describe.runIf(serviceAvailable('chromium'))('the prompt UI for every kind', () => {
  let browser: Browser;
  let kefu: KefuTestServer;
  let agent: PromptAgent;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    kefu = await startKefuTestServer({
      // The widget's own expired state is under test; the server's expiry would close the prompt within a
      // second of its deadline and race it (that path is covered by the server's workflow tests).
      interruptExpiry: false,
      agent: (dependencies) => {
        agent = promptAgent(dependencies);
        return agent;
      },
    });
    ({ page } = await openPage(browser, `${kefu.url}/test/script-tag.html`));
    await page.locator('kefu-launcher button').click();
  });
  afterAll(async () => {
    await browser?.close();
    await kefu?.close();
  });

  const openPrompt = async (name: string) => {
    await page.locator('kefu-composer textarea').fill(`open:${name}`);
    await page.keyboard.press('Enter');
    await page.locator('kefu-interrupt .prompt').waitFor();
  };
  const closed = async () => {
    await page.locator('kefu-interrupt').waitFor({ state: 'detached' });
    return agent.replies.at(-1);
  };
  const card = () => page.locator('kefu-interrupt');

  it('validates a form inline from the protocol hints and submits typed values once valid', async () => {
    await openPrompt('form');
    expect(await page.locator('kefu-workflow-strip .label').textContent()).toMatch(/^开票 · 第 3\/4 步/);
    // The composer stays usable during a prompt (the shopper may ask something else, or for a person).
    expect(await page.locator('kefu-composer textarea').isDisabled()).toBe(false);
    const before = agent.replies.length;
    await card().getByRole('button', { name: '提交' }).click();
    expect(await card().locator('.field-error').allTextContents()).toEqual(['必填', '必填', '必填']);
    // The first invalid field takes focus.
    await expect
      .poll(() =>
        card()
          .locator('#field-title')
          .evaluate((element) => element.matches(':focus')),
      )
      .toBe(true);
    await card().locator('#field-title').fill('上海某某科技有限公司');
    await card().locator('#field-taxId').fill('abc');
    await card().locator('#field-email').fill('not-an-email');
    await card().locator('#field-kind').selectOption('special');
    await card().getByRole('button', { name: '提交' }).click();
    expect(await card().locator('.field-error').allTextContents()).toEqual(['格式不正确', '请输入有效的邮箱']);
    expect(await card().locator('#field-taxId').getAttribute('aria-invalid')).toBe('true');
    expect(agent.replies.length).toBe(before);
    await card().locator('#field-taxId').fill('91310000MA1K4XXX1Y');
    await card().locator('#field-email').fill('');
    await card().getByRole('button', { name: '提交' }).click();
    expect(await closed()).toEqual({
      interruptId: expect.stringMatching(/^p_form_/),
      action: 'submit',
      values: { title: '上海某某科技有限公司', taxId: '91310000MA1K4XXX1Y', kind: 'special' },
    });
    expect(await page.locator('kefu-composer textarea').isDisabled()).toBe(false);
  });

  it('shows exactly what a confirmation submits and rejects it with a reason', async () => {
    await openPrompt('confirm');
    expect((await card().locator('.summary').textContent())?.replace(/\s+/g, '')).toBe('订单号KF10010001原因质量问题');
    await card().getByRole('button', { name: '需要修改' }).click();
    await expect
      .poll(() =>
        card()
          .locator('#reason')
          .evaluate((element) => element.matches(':focus')),
      )
      .toBe(true);
    await page.keyboard.type('换成深空黑');
    await card().getByRole('button', { name: '发送' }).click();
    expect(await closed()).toMatchObject({ action: 'reject', reason: '换成深空黑' });
  });

  it('uploads a photo from the device (a real JPEG the page’s canvas made), shrunk to 1600 px, refuses a renamed file by its bytes, and can skip', async () => {
    await openPrompt('upload');
    const picker = card().locator('kefu-attach-picker');
    const input = picker.locator('input[type=file]').first();
    await input.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
    expect(await picker.locator('.notice').textContent()).toBe('notes.jpg：只支持 JPEG、PNG、WebP、HEIC 图片或 PDF');
    expect(await card().getByRole('button', { name: '提交' }).isDisabled()).toBe(true);

    await input.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(page, 2400, 1800) });
    await picker.locator('li[data-state=done]').waitFor();
    // The preview is the stored file, read back by its signed link: redrawn at 1600 px on its longest side.
    await expect
      .poll(() => picker.locator('li[data-state=done] img').evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
      .toEqual([1600, 1200]);
    await card().getByRole('button', { name: '提交' }).click();
    const reply = await closed();
    expect(reply).toMatchObject({ action: 'upload', files: [{ uploadId: expect.stringMatching(/^up_[0-9a-f-]{36}$/), name: 'photo.jpg' }] });

    await openPrompt('upload');
    await card().getByRole('button', { name: '跳过' }).click();
    expect(await closed()).toMatchObject({ action: 'skip' });
  });

  it('answers a choice by its button and a text prompt by typing', async () => {
    await openPrompt('choice');
    await card().getByRole('button', { name: /寄修/ }).click();
    expect(await closed()).toMatchObject({ action: 'answer', value: 'mail' });
    await openPrompt('text');
    await card().locator('input[name="answer"]').fill('KF10010002');
    await page.keyboard.press('Enter');
    expect(await closed()).toMatchObject({ action: 'answer', value: 'KF10010002' });
  });

  it('cancels a workflow from the strip', async () => {
    await openPrompt('confirm');
    await page.locator('kefu-workflow-strip').getByRole('button', { name: '取消办理' }).click();
    expect(await closed()).toMatchObject({ action: 'cancel' });
    await page.locator('kefu-message-list .notice', { hasText: '已取消' }).waitFor();
  });

  it('shows the expired state when the deadline passes', async () => {
    await openPrompt('choice:1500');
    await card().locator('.expired-note').waitFor();
    expect(await card().locator('.option').count()).toBe(0);
    expect(await page.locator('kefu-composer textarea').isDisabled()).toBe(false);
  });

  it('shows the expired state in the workflow strip too, before the server closes the prompt', async () => {
    await openPrompt('confirm:1500');
    const strip = page.locator('kefu-workflow-strip .strip');
    expect(await strip.locator('.label').textContent()).toBe('退货 · 第 4/4 步');
    expect(await strip.getAttribute('class')).not.toContain('expired');
    await strip.locator('.label', { hasText: /^退货 · 第 4\/4 步 · 已超时$/ }).waitFor();
    expect(await strip.getAttribute('class')).toContain('expired');
    // The card turned expired in the same update, not at its next one-second tick.
    expect(await card().locator('.expired-note').count()).toBe(1);
    expect(await page.locator('kefu-composer textarea').isDisabled()).toBe(false);
  });

  it('reports every prompt to the page as a bubbling, composed kefu-interrupt DOM event', async () => {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { interrupts: string[] }).interrupts = seen;
      document.addEventListener('kefu-interrupt', (event) => {
        seen.push(`${event.detail.interrupt.kind} ${event.detail.interrupt.interruptId} ${event.bubbles} ${event.composed}`);
      });
    });
    await openPrompt('text');
    await card().locator('input[name="answer"]').fill('KF10010002');
    await page.keyboard.press('Enter');
    await closed();
    await openPrompt('choice');
    await card().getByRole('button', { name: /到店/ }).click();
    await closed();
    expect(await page.evaluate(() => (window as unknown as { interrupts: string[] }).interrupts)).toEqual([
      expect.stringMatching(/^text p_text_\d+ true true$/),
      expect.stringMatching(/^choice p_choice_\d+ true true$/),
    ]);
  });

  it('counts down on the server clock when the shopper clock is two hours fast', async () => {
    const skewed = await browser.newContext({ locale: 'zh-CN' });
    const skewedPage = await skewed.newPage();
    await skewedPage.addInitScript(() => {
      const realNow = Date.now.bind(Date);
      Date.now = () => realNow() + 2 * 3600_000;
    });
    await skewedPage.goto(`${kefu.url}/test/session.html`);
    await skewedPage.locator('kefu-launcher button').click();
    await skewedPage.locator('kefu-composer textarea').fill('open:text:600000');
    await skewedPage.keyboard.press('Enter');
    const countdown = await skewedPage.locator('kefu-interrupt .countdown').textContent();
    const [, minutes] = /(\d+):\d\d/.exec(countdown ?? '') ?? [];
    expect(Number(minutes)).toBeGreaterThanOrEqual(9);
    expect(await skewedPage.locator('kefu-interrupt .expired-note').count()).toBe(0);
    await skewed.close();
  });
});
