import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceAvailable } from '@kefu/testing';
import { openPage } from './test-support/browser-page.js';
import { HOUR, ratingApi, say, shot, useRatingSetup } from './test-support/rating-setup.js';

// The real agent on the demo shop: a shopper who got an answer and closes the panel is asked for a rating once.
describe.runIf(serviceAvailable('chromium'))('the rating asked when the shopper closes the panel', () => {
  const setup = useRatingSetup();

  // Every render done: the chat's, then any rating card's (its chunk loaded), so "no card" is a settled answer, not a race.
  const settled = (page: Page) =>
    page.locator('kefu-chat').evaluate(async (chat: HTMLElement & { updateComplete?: Promise<unknown> }) => {
      await chat.updateComplete;
      for (const card of chat.shadowRoot!.querySelectorAll('kefu-rating')) {
        await customElements.whenDefined('kefu-rating');
        await (card as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
      }
    });
  const panelOpen = (page: Page) => page.locator('kefu-chat').evaluate((chat) => !chat.shadowRoot!.querySelector('.panel')!.hasAttribute('hidden'));
  const threadIdOf = (page: Page) =>
    page.evaluate(() => document.querySelector('kefu-chat')!.shadowRoot!.querySelector('kefu-message-list')?.state.threadId ?? '');
  const api = (path: string) => ratingApi(setup, path);
  const ratings = async (threadId: string) => (await api(`/api/v1/conversations/${threadId}`)).ratings as unknown[];

  it('asks by the launcher after an answer, stores it as the conversation’s rating joined to its outcome, and never asks again in that conversation', async () => {
    const { page, context, errors } = await openPage(setup.browser, `${setup.kefu.url}/test/script-tag.html`, { viewport: { width: 1280, height: 860 } });
    // Opened and closed with nothing said: nothing to rate.
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-composer textarea').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => panelOpen(page)).toBe(false);
    await settled(page);
    expect(await page.locator('kefu-rating').count()).toBe(0);

    await page.locator('kefu-launcher button').click();
    await say(page, 'Find X9 多少钱');
    await page.locator('kefu-message').filter({ hasText: '3,999' }).first().waitFor();
    // An answer that ends nothing asks nothing while the panel is open.
    expect(await page.locator('kefu-rating').count()).toBe(0);
    const threadId = await threadIdOf(page);
    await page.locator('kefu-header button.close:not(.menu)').click();
    await expect.poll(() => panelOpen(page)).toBe(false);

    const card = page.locator('kefu-rating[closing] form');
    await card.waitFor();
    expect(await page.locator('kefu-rating #q').textContent()).toBe('离开前，给本次服务打个分吧？');
    // Beside the launcher, inside the viewport, not over it.
    const box = (await card.boundingBox())!;
    const launcher = (await page.locator('kefu-launcher button').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    expect(box.y + box.height).toBeLessThanOrEqual(launcher.y);
    // Closing the panel moved focus to the launcher; the card does not take it.
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.tagName)).toBe('KEFU-LAUNCHER');
    await shot(page, 'rating-on-close-ask');

    await page.locator('kefu-rating label').nth(4).click();
    await page.locator('kefu-rating textarea').fill('回答很快');
    await page.locator('kefu-rating .send').click();
    await page.locator('kefu-rating .thanks').waitFor();
    await shot(page, 'rating-on-close-thanks');
    // The conversation's rating (no seq): the ledger counts it under the conversation's outcome.
    expect(await ratings(threadId)).toEqual([{ rating: 5, comment: '回答很快', at: expect.any(String) }]);
    setup.clock.ahead = HOUR;
    const days = (await api('/api/v1/ledger?timeZone=UTC')).days as Array<{ ratings: Record<string, unknown> }>;
    expect(days.at(-1)!.ratings).toEqual({ assistant: { count: 1, average: 5 } });
    setup.clock.ahead = 0;
    await page.locator('kefu-rating .thanks').waitFor({ state: 'detached' });

    // Not on every close: more answers, closed again, and after a reload.
    await page.locator('kefu-launcher button').click();
    await say(page, 'Find X8 多少钱');
    await page.locator('kefu-message').filter({ hasText: 'Find X8' }).last().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => panelOpen(page)).toBe(false);
    await settled(page);
    expect(await page.locator('kefu-rating form').count()).toBe(0);
    await page.reload();
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-message').filter({ hasText: 'Find X8' }).last().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => panelOpen(page)).toBe(false);
    await settled(page);
    expect(await page.locator('kefu-rating form').count()).toBe(0);
    expect(await ratings(threadId)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks once even when dismissed: its close button takes it away, and the next close (in English) does not ask', async () => {
    const { page, context, errors } = await openPage(setup.browser, `${setup.kefu.url}/test/script-tag.html`, { viewport: { width: 375, height: 812 } });
    await page.evaluate(() => window.Kefu!.setLocale('en'));
    await page.locator('kefu-launcher button').click();
    await say(page, 'How much is the Find X9?');
    await page.locator('kefu-message').filter({ hasText: '3,999' }).first().waitFor();
    const threadId = await threadIdOf(page);
    await page.evaluate(() => window.Kefu!.close());
    const card = page.locator('kefu-rating[closing] form');
    await card.waitFor();
    expect(await page.locator('kefu-rating #q').textContent()).toBe('Before you go: how did we do?');
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await shot(page, 'rating-on-close-mobile');
    await page.locator('kefu-rating .close').click();
    await expect.poll(() => page.locator('kefu-rating form').count()).toBe(0);

    await page.evaluate(() => window.Kefu!.open());
    await say(page, 'How much is the Find X8?');
    await page.locator('kefu-message').filter({ hasText: 'Find X8' }).last().waitFor();
    await page.evaluate(() => window.Kefu!.close());
    await expect.poll(() => panelOpen(page)).toBe(false);
    await settled(page);
    expect(await page.locator('kefu-rating form').count()).toBe(0);
    expect(await ratings(threadId)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
