/**
 * An exchange or repair of some units of a line. Before: `quantities` were read for returns only, so an exchange of one
 * of the two "Essential Crew Tee" of threadline's TL-10231 held the whole line, and a return of the other tee was
 * refused as a duplicate of the exchange. Built: an exchange's or repair's `quantities` are checked and kept on the
 * order's request, and every open return, exchange and repair of a line counts its units against the line's quantity
 * (conflictingRequest): the other tee may be returned, both may not (the exchange is named), nor a third unit.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { createShopFolderCommerce } from './shop-folder-commerce.js';
import { conflictingRequest, type OrderRequest, type WriteRequest } from '../../ports/commerce-backend.js';
import { loadShopFolder } from '../../shop/load-shop-folder.js';

const now = Date.UTC(2031, 5, 1, 8);
const TEE = 'TL-ECT-M-BLAC';

async function threadline() {
  const data = await loadShopFolder(fileURLToPath(new URL('../../../../../shops/threadline', import.meta.url)));
  return createShopFolderCommerce({ clock: { now: () => now }, shop: { ...data, knowledgeDir: data.knowledgeDir ?? '' } });
}

const base = { orderId: 'TL-10231', customerId: 'cus-emma' } as const;
const exchange: WriteRequest = { ...base, kind: 'exchange', details: { reason: 'quality', exchangeFor: 'same', item: TEE, quantity: '1' } };
const repair: WriteRequest = {
  ...base,
  kind: 'repair',
  details: { issue: 'seam split', warranty: 'in', damage: 'none', coverage: 'free', repairType: 'mail', item: TEE, quantity: '1' },
};
const ret: WriteRequest = { ...base, kind: 'return', details: { reason: 'no_reason', items: [TEE] } };

describe('an exchange of one of two tees (TL-10231: Linen Shirt × 1, Essential Crew Tee × 2 at 22.00)', () => {
  it('keeps the unit on the request; the other tee is then returned and refunded 22.00', async () => {
    const shop = await threadline();
    const exchanged = await shop.submit({ ...exchange, quantities: { [TEE]: 1 } });
    expect((await shop.getOrder('TL-10231'))?.requests).toEqual([{ kind: 'exchange', requestId: exchanged.receiptId, items: [TEE], quantities: { [TEE]: 1 } }]);
    await shop.submit({ ...ret, quantities: { [TEE]: 1 } });
    expect((await shop.getOrder('TL-10231'))?.refund?.amount).toEqual({ amount: 2200, currency: 'USD' });
  });

  it('refuses a return of both tees, naming the exchange', async () => {
    const shop = await threadline();
    const exchanged = await shop.submit({ ...exchange, quantities: { [TEE]: 1 } });
    await expect(shop.submit(ret)).rejects.toMatchObject({ name: 'DuplicateRequestError', existing: { kind: 'exchange', requestId: exchanged.receiptId } });
    await expect(shop.submit({ ...ret, quantities: { [TEE]: 2 } })).rejects.toMatchObject({ name: 'DuplicateRequestError' });
  });

  it('one tee repaired, the other exchanged; a third unit refused', async () => {
    const shop = await threadline();
    const repaired = await shop.submit({ ...repair, quantities: { [TEE]: 1 } });
    await shop.submit({ ...exchange, quantities: { [TEE]: 1 } });
    await expect(shop.submit({ ...ret, quantities: { [TEE]: 1 } })).rejects.toMatchObject({ existing: { requestId: repaired.receiptId } });
  });

  it('an exchange of the whole line (no quantities) still holds both tees', async () => {
    const shop = await threadline();
    await shop.submit({ ...exchange, details: { ...exchange.details, quantity: '2' } });
    await expect(shop.submit({ ...ret, quantities: { [TEE]: 1 } })).rejects.toMatchObject({ name: 'DuplicateRequestError' });
  });

  it('refuses more units than the line has', async () => {
    const shop = await threadline();
    await expect(shop.submit({ ...exchange, quantities: { [TEE]: 3 } })).rejects.toMatchObject({ name: 'CommerceError', transient: false });
    expect(shop.receipts).toHaveLength(0);
  });
});

describe('conflictingRequest counts the units of every open return, exchange and repair of a line', () => {
  const ordered = new Map([[TEE, 2]]);
  const exchanged: OrderRequest = { kind: 'exchange', requestId: 'E1', items: [TEE], quantities: { [TEE]: 1 } };
  it.each([
    ['return', 1, undefined],
    ['repair', 1, undefined],
    ['exchange', 1, undefined],
    ['return', 2, 'E1'],
  ] as const)('one tee exchanged: a %s of %i tee(s) conflicts with %s', (kind, units, conflict) => {
    expect(conflictingRequest([exchanged], kind, undefined, [TEE], { ordered, wanted: { [TEE]: units } })?.requestId).toBe(conflict);
  });
});
