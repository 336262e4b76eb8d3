import type { OrderStatus } from '@kefu/protocol';

/** A product as the merchant's backend describes it. Prices and stock come only from here. */
export interface Product {
  productId: string;
  name: string;
  category: 'phone' | 'tablet' | 'earbuds' | 'accessory';
  brand: string;
  /** Other names shoppers use: "X9", "find x9". */
  aliases: string[];
  /** List price in yuan. */
  price: number;
  /** National subsidy (国补) in yuan, when the product is eligible. */
  subsidy?: number;
  colors: Array<{ name: string; stock: number }>;
  /** RAM options, e.g. "12GB". */
  ram: string[];
  specs: Record<string, string>;
  highlights: string[];
  /** Shopper-facing tags the recommender matches: 拍照, 游戏, 轻薄, 女性... */
  tags?: string[];
  imageUrl?: string;
  /** The product's page on the merchant's site (absolute, or a site-relative path). */
  url?: string;
  /** Warranty length in months. */
  warrantyMonths: number;
}

/** A filter for product search. */
export interface ProductQuery {
  text?: string;
  category?: Product['category'];
  minPrice?: number;
  maxPrice?: number;
  /** Minimum RAM in GB. */
  minRamGb?: number;
  color?: string;
  /** Any of these tags (拍照, 游戏...). */
  tags?: string[];
  limit?: number;
}

/** An order line. */
export interface OrderItem {
  productId: string;
  name: string;
  quantity: number;
  price: number;
  color?: string;
}

/** An order with the dates the workflows' rules need. */
export interface Order {
  orderId: string;
  customerId: string;
  status: OrderStatus;
  items: OrderItem[];
  total: number;
  placedAt: number;
  shippedAt?: number;
  deliveredAt?: number;
  /** The last four digits of the contact phone, for guest verification. */
  phoneLast4: string;
  address: string;
  carrier?: string;
  trackingNumber?: string;
}

/** A parcel's journey. */
export interface Logistics {
  orderId: string;
  carrier: string;
  trackingNumber: string;
  status: string;
  estimatedDelivery?: number;
  /** Newest first. */
  events: Array<{ time: number; location?: string; description: string }>;
}

/** What a write tool created. */
export interface CommerceReceipt {
  receiptId: string;
  kind: 'return' | 'exchange' | 'repair' | 'invoice';
  /** Label/value pairs to show the shopper (address, instructions...). */
  fields: Array<{ label: string; value: string }>;
  instructions: string[];
}

/** A request a write tool submits. */
export interface WriteRequest {
  kind: CommerceReceipt['kind'];
  orderId: string;
  customerId: string;
  /** Workflow-specific fields (reason, repair type, invoice title, tax id...). */
  details: Record<string, string>;
}

/** The merchant's shop, behind one interface: the demo catalog or the merchant's HTTP API. */
export interface CommerceBackend {
  searchProducts(query: ProductQuery): Promise<Product[]>;
  getProduct(productId: string): Promise<Product | undefined>;
  listProducts(): Promise<Product[]>;
  getOrder(orderId: string): Promise<Order | undefined>;
  listOrders(customerId: string): Promise<Order[]>;
  getLogistics(orderId: string): Promise<Logistics | undefined>;
  /** Checks a guest's claim to an order: the phone number's last four digits. */
  verifyOrderContact(orderId: string, phoneLast4: string): Promise<boolean>;
  /** Write tools: create a return / exchange / repair order or an invoice. */
  submit(request: WriteRequest): Promise<CommerceReceipt>;
}

/** Why a commerce call failed: `transient` failures (network, 5xx, timeouts) are worth retrying. */
export class CommerceError extends Error {
  override name = 'CommerceError';
  constructor(message: string, readonly transient: boolean, options?: { cause?: unknown }) {
    super(message, options);
  }
}
