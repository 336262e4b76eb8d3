import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@cfworker/json-schema';
import { OrderStateError, UnsupportedWriteError } from '../../ports/commerce-backend.js';
import { serveMerchantApi, type MerchantApi, type SeenRequest } from '../../../test/support/merchant-api.js';
import { createHttpCommerce } from './http-commerce.js';
import { commerceContractJsonSchemas } from './http-contract.js';
import { createShopFolderCommerce } from './shop-folder-commerce.js';

// A merchant API implementing the contract over the demo data; `refuse` answers a status instead, per request.
const demo = createShopFolderCommerce({ clock: { now: () => Date.UTC(2031, 0, 1) } });
let api: MerchantApi;
let refuse: ((request: SeenRequest) => number | undefined) | undefined;
const seen: SeenRequest[] = [];

beforeAll(async () => {
  api = await serveMerchantApi(demo, {
    token: 'shop-token',
    intercept: (request) => {
      seen.push(request);
      return refuse?.(request);
    },
  });
});
afterAll(() => api.close());

const commerce = () => createHttpCommerce({ baseUrl: api.url, token: 'shop-token' });

describe('order changes over the HTTP contract', () => {
  it('sends a cancellation and an address change as POST /requests with their details and key; the order reads back changed', async () => {
    refuse = undefined;
    const address = await commerce().submit({
      kind: 'address_change',
      orderId: 'KF10010004',
      customerId: 'c_1001',
      details: { recipient: '林晓', phone: '13800138000', address: '上海市徐汇区漕溪北路 88 号' },
      idempotencyKey: 't1:ip_1',
      locale: 'zh-CN',
    });
    expect(address).toMatchObject({ kind: 'address_change', receiptId: expect.stringMatching(/^AC/) });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      idempotencyKey: 't1:ip_1',
      body: { kind: 'address_change', details: { address: '上海市徐汇区漕溪北路 88 号' } },
    });
    expect((await commerce().getOrder('KF10010004'))?.address).toBe('上海市徐汇区漕溪北路 88 号');
    const cancel = await commerce().submit({
      kind: 'cancel',
      orderId: 'KF10010004',
      customerId: 'c_1001',
      details: { cancelReason: 'changed_mind' },
      idempotencyKey: 't1:ip_2',
    });
    expect(cancel).toMatchObject({ kind: 'cancel', receiptId: expect.stringMatching(/^C/) });
    expect((await commerce().getOrder('KF10010004'))?.status).toBe('cancelled');
    // The same key again: the first receipt, nothing new.
    expect(
      await commerce().submit({
        kind: 'cancel',
        orderId: 'KF10010004',
        customerId: 'c_1001',
        details: { cancelReason: 'changed_mind' },
        idempotencyKey: 't1:ip_2',
      }),
    ).toEqual(cancel);
  });

  it('reads 404 and 501 on a write as a kind the backend does not take (a typed, permanent error), not a missing order', async () => {
    for (const status of [404, 501]) {
      refuse = (request) => (request.url.endsWith('/requests') ? status : undefined);
      const write = commerce().submit({ kind: 'cancel', orderId: 'KF10020006', customerId: 'c_1002', details: { cancelReason: 'other' } });
      await expect(write).rejects.toBeInstanceOf(UnsupportedWriteError);
      await expect(write).rejects.toMatchObject({ kind: 'cancel', transient: false });
    }
    refuse = undefined;
  });

  it('reads 409 order_state as an order that moved on (it shipped), with its status', async () => {
    refuse = undefined;
    const write = commerce().submit({ kind: 'cancel', orderId: 'KF10010003', customerId: 'c_1001', details: { cancelReason: 'other' } });
    await expect(write).rejects.toBeInstanceOf(OrderStateError);
    await expect(write).rejects.toMatchObject({ orderId: 'KF10010003', status: 'shipped', transient: false });
    const body = { error: 'order_state', status: 'shipped' };
    expect(new Validator(commerceContractJsonSchemas()['orderState'] as object).validate(body).valid).toBe(true);
  });
});
