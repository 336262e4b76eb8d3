import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { promptAgent, type PromptAgent } from './test-support/prompt-agent.js';
import { canvasJpeg } from './test-support/canvas-jpeg.js';

const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
// `KEFU_SCREENSHOTS=1` also saves the photo step's states in docs/screenshots.
const snap = async (page: Page, name: string) => {
  if (process.env.KEFU_SCREENSHOTS === '1') await page.screenshot({ path: `${OUT}${name}.png` });
};

// The photo step of returns, exchanges and repairs: a real upload from the device (phone) or by drag and drop (desktop).
describe.runIf(serviceAvailable('chromium'))('the photo step uploads from the device', () => {
  let browser: Browser;
  let kefu: KefuTestServer;
  let agent: PromptAgent;

  beforeAll(async () => {
    browser = await launchChromium();
    kefu = await startKefuTestServer({
      interruptExpiry: false,
      agent: (dependencies) => {
        agent = promptAgent(dependencies);
        return agent;
      },
    });
  });
  afterAll(async () => {
    await browser?.close();
    await kefu?.close();
  });

  async function photoPrompt(options: { width: number; height: number; touch: boolean; locale: 'zh-CN' | 'en' }): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: options.width, height: options.height },
      hasTouch: options.touch,
      isMobile: options.touch,
      locale: options.locale,
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.goto(`${kefu.url}/test/script-tag.html`);
    await page.evaluate((locale) => (window as unknown as { Kefu: { setLocale(locale: string): void } }).Kefu.setLocale(locale), options.locale);
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').fill('open:upload');
    await page.keyboard.press('Enter');
    await page.locator('kefu-interrupt kefu-attach-picker .pick').waitFor();
    return page;
  }

  it('on a phone offers the camera (capture) and the gallery, and sends the photo taken', async () => {
    const page = await photoPrompt({ width: 375, height: 812, touch: true, locale: 'zh-CN' });
    const picker = page.locator('kefu-interrupt kefu-attach-picker');
    const camera = picker.locator('label', { hasText: '拍照' }).locator('input');
    const gallery = picker.locator('label', { hasText: '从相册选择' }).locator('input');
    expect(await camera.evaluate((input: HTMLInputElement) => [input.accept, input.getAttribute('capture'), input.multiple])).toEqual([
      'image/*',
      'environment',
      false,
    ]);
    expect(await gallery.evaluate((input: HTMLInputElement) => [input.accept, input.hasAttribute('capture'), input.multiple])).toEqual([
      'image/*,application/pdf',
      false,
      true,
    ]);
    // Tap targets of the step stay at least 44 px tall.
    for (const label of await picker.locator('label').all()) expect((await label.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await snap(page, 'upload-step-mobile');
    await camera.setInputFiles({ name: 'IMG_0412.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(page, 3024, 4032) });
    await expect
      .poll(() =>
        picker.locator('li[data-state=done] img').evaluate((image: HTMLImageElement) => (image.complete ? [image.naturalWidth, image.naturalHeight] : [])),
      )
      .toEqual([1200, 1600]);
    await snap(page, 'upload-step-mobile-done');
    await page.locator('kefu-interrupt').getByRole('button', { name: '提交' }).click();
    await page.locator('kefu-interrupt').waitFor({ state: 'detached' });
    expect(agent.replies.at(-1)).toMatchObject({ action: 'upload', files: [{ uploadId: expect.stringMatching(/^up_/), name: 'IMG_0412.jpg' }] });
    await page.context().close();
  });

  it('on a desktop takes a photo dropped on the step, and a dropped text file is refused by its bytes', async () => {
    const page = await photoPrompt({ width: 1366, height: 900, touch: false, locale: 'en' });
    const picker = page.locator('kefu-interrupt kefu-attach-picker');
    expect(await picker.locator('label').allTextContents()).toEqual(['Choose photos or files']);
    const jpeg = (await canvasJpeg(page, 800, 600)).toString('base64');
    // A real drop: a DataTransfer holding Files, dispatched as dragover then drop on the step's drop zone.
    const drop = (files: { name: string; type: string; base64: string }[]) =>
      picker.locator('.pick').evaluate((zone, list) => {
        const transfer = new DataTransfer();
        for (const file of list) transfer.items.add(new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, { type: file.type }));
        zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true, composed: true }));
        zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, composed: true }));
      }, files);
    await drop([
      { name: 'scratch.jpg', type: 'image/jpeg', base64: jpeg },
      { name: 'readme.jpg', type: 'image/jpeg', base64: Buffer.from('just text').toString('base64') },
    ]);
    await picker.locator('li[data-state=done]').waitFor();
    expect(await picker.locator('.notice').textContent()).toBe('readme.jpg: only JPEG, PNG, WebP, HEIC photos or PDF');
    await snap(page, 'upload-step-desktop');
    await page.locator('kefu-interrupt').getByRole('button', { name: 'Submit' }).click();
    await page.locator('kefu-interrupt').waitFor({ state: 'detached' });
    expect(agent.replies.at(-1)).toMatchObject({ action: 'upload', files: [{ uploadId: expect.stringMatching(/^up_/), name: 'scratch.jpg' }] });
    await page.context().close();
  });
});
