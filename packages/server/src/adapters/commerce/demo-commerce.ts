import type { Clock } from '../../ports/clock.js';
import type { CommerceBackend, CommerceReceipt, Product, WriteRequest } from '../../ports/commerce-backend.js';
import { CommerceError } from '../../ports/commerce-backend.js';
import { loadDemoCatalog, resolveLogistics, resolveOrder, type DemoCatalog } from './demo-data.js';
import { matchesQuery } from './match-products.js';

/** Options of {@link createDemoCommerce}. */
export interface DemoCommerceOptions {
  clock: Clock;
  /** The data to serve. @default the files in `packages/server/data/catalog` */
  catalog?: DemoCatalog;
}

const RETURN_ADDRESS = '广东省东莞市长安镇乌沙海滨路 18 号 Kefu 售后中心';
const receiptTitles: Record<CommerceReceipt['kind'], string> = { return: 'R', exchange: 'E', repair: 'RP', invoice: 'INV' };

/** The embedded commerce backend: the demo shop's products and orders, dates relative to the clock. */
export function createDemoCommerce(options: DemoCommerceOptions): CommerceBackend & { readonly receipts: readonly CommerceReceipt[] } {
  const catalog = options.catalog ?? loadDemoCatalog();
  const products = new Map(catalog.products.map((product) => [product.productId, product]));
  const orders = new Map(catalog.orders.map((order) => [order.orderId.toUpperCase(), order]));
  const receipts: CommerceReceipt[] = [];
  const copy = (product: Product): Product => structuredClone(product);

  return {
    receipts,
    async searchProducts(query) {
      return catalog.products.filter((product) => matchesQuery(product, query)).slice(0, query.limit ?? 10).map(copy);
    },
    async getProduct(productId) {
      const product = products.get(productId);
      return product && copy(product);
    },
    async listProducts() {
      return catalog.products.map(copy);
    },
    async getOrder(orderId) {
      const record = orders.get(orderId.toUpperCase());
      return record && resolveOrder(record, options.clock.now());
    },
    async listOrders(customerId) {
      const now = options.clock.now();
      return catalog.orders.filter((order) => order.customerId === customerId).map((order) => resolveOrder(order, now)).sort((a, b) => b.placedAt - a.placedAt);
    },
    async getLogistics(orderId) {
      const record = orders.get(orderId.toUpperCase());
      return record && resolveLogistics(record, options.clock.now());
    },
    async verifyOrderContact(orderId, phoneLast4) {
      return orders.get(orderId.toUpperCase())?.phoneLast4 === phoneLast4.trim();
    },
    async submit(request: WriteRequest) {
      const record = orders.get(request.orderId.toUpperCase());
      if (!record || record.customerId !== request.customerId) throw new CommerceError(`order ${request.orderId} not found for this customer`, false);
      const receipt = buildReceipt(request, receipts.length + 1);
      receipts.push(receipt);
      return structuredClone(receipt);
    },
  };
}

function buildReceipt(request: WriteRequest, serial: number): CommerceReceipt {
  const receiptId = `${receiptTitles[request.kind]}${String(100000 + serial)}`;
  const details = Object.entries(request.details).map(([label, value]) => ({ label, value }));
  const fields = [{ label: '订单号', value: request.orderId }, ...details];
  switch (request.kind) {
    case 'return':
      return { receiptId, kind: 'return', fields: [...fields, { label: '退货地址', value: RETURN_ADDRESS }], instructions: ['请在 3 天内寄回商品，并保持包装完整。', '签收后 1–3 个工作日内原路退款。'] };
    case 'exchange':
      return { receiptId, kind: 'exchange', fields: [...fields, { label: '寄回地址', value: RETURN_ADDRESS }], instructions: ['请在 3 天内寄回商品。', '收到后 2 个工作日内寄出新机。'] };
    case 'repair':
      return { receiptId, kind: 'repair', fields, instructions: ['寄修请使用顺丰到付寄至售后中心。', '检测后我们会联系您确认维修方案与费用。'] };
    case 'invoice':
      return { receiptId, kind: 'invoice', fields: [...fields, { label: '开具方式', value: '电子发票' }], instructions: ['电子发票将在 24 小时内发送至您的账户。'] };
  }
}
