import { readShopFolder, type ShopFolder } from '../../src/shop/read-demo-shop.js';

/** A returnable order of a demo customer. */
export interface FreshOrder {
  orderId: string;
  customerId: string;
}

/**
 * The demo shop plus `count` copies of an order delivered three days ago, spread over the demo customers:
 * as many returnable orders as a load or fault run needs (each order takes one return).
 */
export function catalogWithFreshOrders(count: number, prefix = 'KF9'): { catalog: ShopFolder; orders: FreshOrder[] } {
  const catalog = readShopFolder();
  const template = catalog.orders.find((order) => order.status === 'delivered' && order.deliveredAt === '-3d')!;
  const orders: FreshOrder[] = [];
  const records = Array.from({ length: count }, (_, index) => {
    const customer = catalog.customers[index % catalog.customers.length]!;
    const orderId = `${prefix}${String(index + 1).padStart(7, '0')}`;
    orders.push({ orderId, customerId: customer.customerId });
    return {
      ...structuredClone(template),
      orderId,
      customerId: customer.customerId,
      ...(customer.phoneLast4 ? { contactPhoneLast4: customer.phoneLast4 } : {}),
    };
  });
  return { catalog: { ...catalog, orders: [...catalog.orders, ...records] }, orders };
}
