import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { Browser, Page } from 'playwright-core';
import { freePort, launchChromium, serviceAvailable } from '@kefu/testing';
import { startKefuTestServer, type KefuTestServer } from './test-support/kefu-test-server.js';
import { openPage } from './test-support/browser-page.js';

const SCREENSHOTS = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

// The real agent on the demo shop, a real SMTP server on loopback: the transcript menu downloads and mails the conversation.
describe.runIf(serviceAvailable('chromium'))('the transcript menu in the script-tag widget', () => {
  let browser: Browser;
  let kefu: KefuTestServer;
  let smtp: SMTPServer;
  const mails: Array<{ to: string[]; raw: string }> = [];

  beforeAll(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    browser = await launchChromium();
    kefu = await startKefuTestServer({ env: { KEFU_SMTP_URL: `smtp://127.0.0.1:${port}`, KEFU_SMTP_FROM: 'Kefu 数码 <help@shop.example>' } });
  });
  afterAll(async () => {
    await browser?.close();
    await kefu?.close();
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  const say = async (page: Page, text: string) => {
    await page.locator('kefu-composer textarea').fill(text);
    await page.keyboard.press('Enter');
  };

  it('downloads the conversation as a file and mails it to the address typed, from the header menu, by keyboard', async () => {
    const { page, context, errors } = await openPage(browser, `${kefu.url}/test/script-tag.html`);
    await page.locator('kefu-launcher button').click();
    await say(page, 'Find X9 多少钱，我的电话 13812345678');
    await page.locator('kefu-message').filter({ hasText: '3,999' }).first().waitFor();

    const menuButton = page.locator('kefu-header button[aria-expanded]');
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.locator('kefu-transcript-menu section').waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
    if (process.env.KEFU_SCREENSHOTS === '1') await page.screenshot({ path: `${SCREENSHOTS}transcript-menu-zh-CN.png` });

    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('kefu-transcript-menu button.text').click()]);
    expect(download.suggestedFilename()).toMatch(/^transcript-\d{4}-\d{2}-\d{2}\.txt$/);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file).toContain('您: Find X9 多少钱');
    expect(file).toMatch(/AI 助手: .*3999/);
    expect(file).not.toContain('13812345678');

    const [page2] = await Promise.all([page.waitForEvent('download'), page.locator('kefu-transcript-menu button.html').click()]);
    expect(page2.suggestedFilename()).toMatch(/\.html$/);

    await page.locator('kefu-transcript-menu input').fill('shopper@example.org');
    await page.locator('kefu-transcript-menu input').press('Enter');
    await page.locator('kefu-transcript-menu p[role=status]', { hasText: '已发送到 shopper@example.org' }).waitFor();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['shopper@example.org']);
    expect(mails[0]!.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(mails[0]!.raw).not.toContain('13812345678');
    if (process.env.KEFU_SCREENSHOTS === '1') await page.screenshot({ path: `${SCREENSHOTS}transcript-menu-sent-zh-CN.png` });

    await page.locator('kefu-transcript-menu button.x').click();
    await expect.poll(() => page.locator('kefu-transcript-menu').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
