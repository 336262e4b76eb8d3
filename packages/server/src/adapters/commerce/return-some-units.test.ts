/**
 * A return of some units of a line. Before: a return named order lines only, so returning one of the two
 * "Essential Crew Tee" of threadline's TL-10231 refunded both (2 × 22.00), and the other tee could never be returned
 * on its own. Built: a write's `quantities` (units per line, 1..ordered), kept on the order's request; the refund is
 * unit price × units; a second return of the other unit is allowed, a third unit is refused; the contract's order
 * schema refuses a request holding more units than the line has.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { createShopFolderCommerce } from './shop-folder-commerce.js';
import { orderWireSchema } from './http-contract.js';
import type { WriteRequest } from '../../ports/commerce-backend.js';
import { loadShopFolder } from '../../shop/load-shop-folder.js';

const now = Date.UTC(2031, 5, 1, 8);
const TEE = 'TL-ECT-M-BLAC';

async function threadline() {
  const data = await loadShopFolder(fileURLToPath(new URL('../../../../../shops/threadline', import.meta.url)));
  return createShopFolderCommerce({ clock: { now: () => now }, shop: { ...data, knowledgeDir: data.knowledgeDir ?? '' } });
}

const write: WriteRequest = { kind: 'return', orderId: 'TL-10231', customerId: 'cus-emma', details: { reason: 'no_reason', items: [TEE] } };

describe('a return of some units of a line (TL-10231: Linen Shirt × 1, Essential Crew Tee × 2 at 22.00)', () => {
  it('refunds one tee, keeps the units on the request, then takes the other tee and refuses a third', async () => {
    const shop = await threadline();
    const first = await shop.submit({ ...write, quantities: { [TEE]: 1 } });
    const order = await shop.getOrder('TL-10231');
    expect(order?.refund?.amount).toEqual({ amount: 2200, currency: 'USD' });
    expect(order?.requests).toEqual([{ kind: 'return', requestId: first.receiptId, items: [TEE], quantities: { [TEE]: 1 } }]);
    const second = await shop.submit({ ...write, quantities: { [TEE]: 1 } });
    expect((await shop.getOrder('TL-10231'))?.refund?.amount).toEqual({ amount: 4400, currency: 'USD' });
    await expect(shop.submit({ ...write, quantities: { [TEE]: 1 } })).rejects.toMatchObject({
      name: 'DuplicateRequestError',
      existing: { requestId: first.receiptId },
    });
    expect(second.receiptId).not.toBe(first.receiptId);
  });

  it('refuses a whole-line return of the tees while one of them is under a return', async () => {
    const shop = await threadline();
    await shop.submit({ ...write, quantities: { [TEE]: 1 } });
    await expect(shop.submit(write)).rejects.toMatchObject({ name: 'DuplicateRequestError' });
  });

  it('refuses more units than the line has, or none', async () => {
    const shop = await threadline();
    await expect(shop.submit({ ...write, quantities: { [TEE]: 3 } })).rejects.toMatchObject({ name: 'CommerceError', transient: false });
    await expect(shop.submit({ ...write, quantities: { [TEE]: 0 } })).rejects.toMatchObject({ name: 'CommerceError', transient: false });
    expect(shop.receipts).toHaveLength(0);
  });

  it('the contract: an order whose request holds more units of a line than it has is refused', async () => {
    const shop = await threadline();
    const order = (await shop.getOrder('TL-10231'))!;
    const withUnits = (units: number) => ({ ...order, requests: [{ kind: 'return', requestId: 'R1', items: [TEE], quantities: { [TEE]: units } }] });
    expect(orderWireSchema.safeParse(withUnits(1)).success).toBe(true);
    expect(orderWireSchema.parse(withUnits(1)).requests?.[0]).toMatchObject({ quantities: { [TEE]: 1 } });
    expect(orderWireSchema.safeParse(withUnits(3)).success).toBe(false);
  });
});
