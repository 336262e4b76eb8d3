import { describe, expect, it } from 'vitest';
import { serviceAvailable } from '@kefu/testing';
import { openPage } from './test-support/browser-page.js';
import { HOUR, ratingApi, say, shot, useRatingSetup } from './test-support/rating-setup.js';

// The real agent on the demo shop: "谢谢" is answered as the end of the conversation, and the widget asks for a rating.
describe.runIf(serviceAvailable('chromium'))('the end-of-conversation rating in the script-tag widget against a real Kefu server', () => {
  const setup = useRatingSetup();

  const api = (path: string) => ratingApi(setup, path);

  it('asks once after thanks, is rated from the keyboard, stays away after a reload, and the ledger shows the rating by outcome', async () => {
    const { page, context, errors } = await openPage(setup.browser, `${setup.kefu.url}/test/script-tag.html`, { viewport: { width: 1280, height: 860 } });
    await page.locator('kefu-launcher button').click();
    await say(page, 'Find X9 多少钱');
    await page.locator('kefu-message').filter({ hasText: '3,999' }).first().waitFor();
    // An answer that does not end anything asks for nothing.
    expect(await page.locator('kefu-rating').count()).toBe(0);

    await say(page, '谢谢');
    await page.locator('kefu-message').filter({ hasText: '不客气' }).waitFor();
    const card = page.locator('kefu-rating form');
    await card.waitFor();
    expect(await card.getAttribute('aria-labelledby')).toBe('q');
    expect(await page.locator('kefu-rating #q').textContent()).toBe('本次服务您满意吗？');
    await shot(page, 'rating-zh-CN-ask');

    // Sending without stars says what is missing; then the keyboard alone: Space picks one star, arrows move.
    await page.locator('kefu-rating .send').click();
    await page.locator('kefu-rating .error', { hasText: '请先选择星级' }).waitFor();
    await page.locator('kefu-rating input[value="1"]').focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
    expect(await page.locator('kefu-rating label.on').count()).toBe(4);
    expect(await page.locator('kefu-rating .error').count()).toBe(0);
    await page.keyboard.press('Tab');
    await page.keyboard.type('客服很快，我的电话 13812345678');
    await shot(page, 'rating-zh-CN-four-stars');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('kefu-rating .thanks', { hasText: '感谢您的评价' }).waitFor();
    await shot(page, 'rating-zh-CN-thanks');

    await page.reload();
    await page.locator('kefu-launcher button').click();
    await page.locator('kefu-message').filter({ hasText: '不客气' }).waitFor();
    await page.locator('kefu-message').filter({ hasText: '3,999' }).first().waitFor();
    // The rating chunk is there (the ending is known) but the ending was rated on this device: nothing shows.
    await page.waitForFunction(() => !!customElements.get('kefu-rating'));
    expect(await page.locator('kefu-rating form').count()).toBe(0);
    expect(await page.locator('kefu-rating .thanks').count()).toBe(0);

    const threadId = await page.evaluate(() => document.querySelector('kefu-chat')!.shadowRoot!.querySelector('kefu-message-list')!.state.threadId!);
    const transcript = await api(`/api/v1/conversations/${threadId}`);
    expect(transcript.ratings).toEqual([{ rating: 4, seq: expect.any(Number), at: expect.any(String), comment: expect.stringContaining('138****') }]);
    expect(JSON.stringify(transcript.ratings)).not.toContain('13812345678');

    setup.clock.ahead = HOUR;
    const ledger = await api('/api/v1/ledger?timeZone=UTC');
    const days = ledger.days as Array<{ outcomes: Record<string, number>; ratings: Record<string, unknown> }>;
    expect(days).toHaveLength(1);
    expect(days[0]!.outcomes.assistant).toBe(1);
    expect(days[0]!.ratings).toEqual({ assistant: { count: 1, average: 4 } });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is dismissed with its close button (in English), does not come back for that ending, and comes back for the next one', async () => {
    const context = await setup.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US', hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${setup.kefu.url}/test/script-tag.html`);
    await page.evaluate(() => window.Kefu!.setLocale('en'));
    await page.locator('kefu-launcher button').tap();
    await say(page, 'thanks');
    await page.locator('kefu-rating form').waitFor();
    expect(await page.locator('kefu-rating #q').textContent()).toBe('How did we do?');
    const sizes = await page.locator('kefu-rating label, kefu-rating button').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().height));
    for (const height of sizes) expect(height).toBeGreaterThanOrEqual(44);
    await shot(page, 'rating-en-mobile-ask');
    await page.locator('kefu-rating .close').tap();
    await expect.poll(() => page.locator('kefu-rating form').count()).toBe(0);

    await page.reload();
    await page.evaluate(() => window.Kefu!.setLocale('en'));
    await page.locator('kefu-launcher button').tap();
    await page.locator('kefu-message').filter({ hasText: "You're welcome" }).waitFor();
    await page.waitForFunction(() => !!customElements.get('kefu-rating'));
    expect(await page.locator('kefu-rating form').count()).toBe(0);

    // The shopper goes on and says goodbye: a new ending, asked about again.
    await say(page, 'bye');
    await page.locator('kefu-message').filter({ hasText: 'Goodbye' }).waitFor();
    await page.locator('kefu-rating form').waitFor();
    await context.close();
  });
});
