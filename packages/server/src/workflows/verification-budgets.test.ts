import { describe, expect, it } from 'vitest';
import { createShopFolderCommerce } from '../adapters/commerce/shop-folder-commerce.js';
import { createManualClock } from '../timers/manual-clock.js';
import { workflowHarness } from '../../test/workflows/harness.js';
import { REQUESTER_BUDGET } from './verification-budgets.js';

const lastText = (h: ReturnType<typeof workflowHarness>) => {
  const last = h.sink.all.at(-1);
  return last?.event === 'message:done' ? last.message.text : undefined;
};

describe('guest verification budgets', () => {
  it('tells a requester who spent their budget when to try again, and that signing in goes ahead now', async () => {
    const h = workflowHarness();
    for (let attempt = 0; attempt < REQUESTER_BUDGET.limit; attempt += 1) {
      if (attempt % 3 === 0) await h.runner.start(h.context(), 'return', {}, h.sink.output);
      await h.reply({ action: 'submit', values: { orderId: 'KF10010001', phoneLast4: `000${attempt}` } });
    }
    await h.reply({ action: 'submit', values: { orderId: 'KF10010001', phoneLast4: '5678' } });
    expect(lastText(h)).toBe('您的核实失败次数过多，请 60 分钟后再试；登录账户后可直接办理，或回复「人工」联系客服。');
    // Signed in, the same conversation is checked by account at once.
    await h.runner.start(h.context('c_1001'), 'return', { orderId: 'KF10010001' }, h.sink.output);
    expect(h.lastOpen()).toMatchObject({ kind: 'choice', workflow: { step: 2 } });
  });

  it('does not count a guess the shop could not check', async () => {
    const clock = createManualClock(Date.UTC(2026, 10, 21, 12));
    const shop = createShopFolderCommerce({ clock });
    let down = true;
    const commerce = {
      ...shop,
      async verifyOrderContact(orderId: string, phoneLast4: string) {
        if (down) throw new Error('shop unreachable');
        return shop.verifyOrderContact(orderId, phoneLast4);
      },
    };
    const h = workflowHarness({ commerce, now: clock.now() });
    for (let attempt = 0; attempt < REQUESTER_BUDGET.limit + 2; attempt += 1) {
      await h.runner.start(h.context(), 'return', {}, h.sink.output);
      await h.reply({ action: 'submit', values: { orderId: 'KF10010001', phoneLast4: '0000' } });
    }
    down = false;
    await h.runner.start(h.context(), 'return', {}, h.sink.output);
    await h.reply({ action: 'submit', values: { orderId: 'KF10010001', phoneLast4: '5678' } });
    expect(h.lastOpen()).toMatchObject({ kind: 'choice', workflow: { step: 2 } });
  });
});
