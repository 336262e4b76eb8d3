import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Order, Product } from '../ports/commerce-backend.js';
import type { CheckFailure, CheckReport } from './check-failure.js';
import { allTags, lowestPrice, orderableNow } from './catalog-facts.js';
import { createContractClient, type ContractAnswer, type ContractClient } from './contract-client.js';
import { checkOrderChanges } from './order-change-checks.js';
import { createSchemaValidator, type ContractRecord } from './schema-validator.js';

/** Options of {@link runCommerceCheck}. */
export interface CommerceCheckOptions {
  /** The merchant API's base URL (`KEFU_COMMERCE_URL`). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <token>` (`KEFU_COMMERCE_TOKEN`). */
  token?: string;
  /** A customer id whose orders the kit reads, verifies and writes an invoice request on. */
  customerId?: string;
  /** Per request. @default 5000 */
  timeoutMs?: number;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
}

const OK = [200, 201];
const show = (value: unknown) => (value === undefined ? 'no JSON body' : JSON.stringify(value).slice(0, 300));
const statusOf = (answer: ContractAnswer) => answer.error ?? `HTTP ${answer.status}`;

/**
 * Exercises every endpoint, field and error case of the commerce HTTP contract (version 2) against a merchant API,
 * with ids it discovers from the API itself; each failure names the request that exposed it.
 * It submits one invoice request (twice, with one Idempotency-Key) on the customer's order: run it against a test shop.
 */
export async function runCommerceCheck(options: CommerceCheckOptions): Promise<CheckReport> {
  const report: CheckReport = { passed: 0, failures: [], skipped: [] };
  let last: ContractAnswer['request'] = { method: 'GET', path: '/shop' };
  const send = createContractClient(options);
  const recording: typeof send = async (...args) => {
    last = { method: args[0], path: args[1], ...(args[2] !== undefined ? { body: args[2] } : {}) };
    return send(...args);
  };
  try {
    return await checkContract(options, recording, report);
  } catch (error) {
    // An answer too far from the contract to read on: say where the run stopped rather than crash.
    report.failures.push({
      check: 'the kit could read on after this answer',
      request: last,
      expected: 'an answer the later checks can read',
      got: error instanceof Error ? error.message : String(error),
    });
    return report;
  }
}

async function checkContract(options: CommerceCheckOptions, send: ContractClient, report: CheckReport): Promise<CheckReport> {
  const validate = createSchemaValidator();
  const fail = (check: string, answer: ContractAnswer, expected: string, got: string) =>
    report.failures.push({ check, request: answer.request, expected, got } satisfies CheckFailure);
  /** One check: passes when `problem` is undefined. */
  const verdict = (check: string, answer: ContractAnswer, expected: string, problem: string | undefined) => {
    if (problem === undefined) report.passed++;
    else fail(check, answer, expected, problem);
    return problem === undefined;
  };
  /** A JSON answer of the contract: an OK status and a body the record's schema accepts (each element of a list). */
  const answerOf = <T>(check: string, answer: ContractAnswer, record: ContractRecord, list = false, statuses = [200]): T | undefined => {
    if (
      !verdict(
        `${check}: status`,
        answer,
        `HTTP ${statuses.join(' or ')}`,
        statuses.includes(answer.status) ? undefined : `${statusOf(answer)}, ${show(answer.body)}`,
      )
    )
      return undefined;
    if (list && !Array.isArray(answer.body)) return (verdict(`${check}: a JSON array`, answer, `a JSON array of ${record}`, show(answer.body)), undefined);
    const items = (list ? (answer.body as unknown[]) : [answer.body]).map((item, index) => ({ item, index, errors: validate(record, item) }));
    const wrong = items.filter(({ errors }) => errors.length > 0);
    const where = (index: number, item: unknown) => (list ? `[${index}]${idOf(item) ? ` (${idOf(item)})` : ''} ` : '');
    const got = wrong
      .slice(0, 3)
      .map(({ item, index, errors }) => `${where(index, item)}${errors.slice(0, 4).join('; ')}`)
      .join(' | ');
    const more = wrong.length > 3 ? ` | and ${wrong.length - 3} more` : '';
    verdict(
      `${check}: matches the ${record} schema`,
      answer,
      `every field as the contract's ${record} JSON Schema says`,
      wrong.length ? got + more : undefined,
    );
    // Later checks still read what came back, so that one wrong field does not hide the faults behind it.
    return answer.body as T;
  };

  // The shop: its currency is what every price must be in.
  const shop = answerOf<{ currency: string }>('GET /shop', await send('GET', '/shop'), 'shop');
  if (options.token) {
    const anonymous = await createContractClient({ ...options, token: '' })('GET', '/shop');
    verdict(
      'GET /shop without the bearer token is refused',
      anonymous,
      'HTTP 401 or 403',
      [401, 403].includes(anonymous.status) ? undefined : statusOf(anonymous),
    );
  }

  // The catalog, and a product by id for the first ones (ids round-trip).
  const listing = await send('GET', '/products');
  const products = (answerOf<Product[]>('GET /products', listing, 'product', true) ?? []).filter(identified('productId'));
  if (shop && products.length) {
    const foreign = products.flatMap((product) =>
      (product.variants ?? []).flatMap((variant) =>
        [variant?.price, variant?.compareAtPrice]
          .filter((price) => price && price.currency !== shop.currency)
          .map((price) => `${product.productId}/${variant.variantId}: ${price!.currency}`),
      ),
    );
    verdict(
      'GET /products: every variant priced in the shop currency',
      listing,
      `currency ${shop.currency} on every price`,
      foreign.length ? foreign.slice(0, 5).join(', ') : undefined,
    );
  }
  if (products.length === 0) report.skipped.push('product reads and searches: GET /products listed no product');
  for (const product of products.slice(0, 3)) {
    const path = `/products/${encodeURIComponent(product.productId)}`;
    const answer = await send('GET', path);
    const one = answerOf<Product>(`GET /products/{productId}`, answer, 'product');
    if (one)
      verdict(
        'GET /products/{productId}: the product asked for',
        answer,
        `productId ${product.productId}, as listed`,
        one.productId === product.productId ? undefined : `productId ${one.productId}`,
      );
    if (one && shop)
      verdict(
        'GET /products/{productId}: priced in the shop currency',
        answer,
        `currency ${shop.currency}`,
        (one.variants ?? []).every((variant) => variant?.price?.currency === shop.currency)
          ? undefined
          : (one.variants ?? []).map((variant) => variant?.price?.currency).join(', '),
      );
  }
  const unknownProduct = await send('GET', `/products/kefu-check-${randomUUID()}`);
  verdict(
    'GET /products/{unknown id}',
    unknownProduct,
    'HTTP 404',
    unknownProduct.status === 404 ? undefined : `${statusOf(unknownProduct)}, ${show(unknownProduct.body)}`,
  );

  if (products.length) await checkSearches(products);

  async function checkSearches(catalog: Product[]) {
    const active = catalog.filter((product) => (product.status ?? 'active') === 'active');
    const search = async (
      filter: string,
      params: Record<string, string>,
      satisfies: (product: Product) => boolean,
      expectedText: string,
      mustFind?: Product,
    ) => {
      const answer = await send('GET', `/products?${new URLSearchParams(params)}`);
      const found = answerOf<Product[]>(`GET /products?${filter}`, answer, 'product', true);
      if (!found) return;
      const outside = found.filter((product) => !satisfies(product) || (product.status ?? 'active') !== 'active');
      verdict(
        `GET /products?${filter}: every result satisfies the filter`,
        answer,
        expectedText,
        outside.length
          ? `${outside
              .map((product) => `${product.productId} (lowest ${lowestPrice(product)})`)
              .slice(0, 5)
              .join(', ')} do not`
          : undefined,
      );
      if (mustFind)
        verdict(
          `GET /products?${filter}: finds the product it was taken from`,
          answer,
          `${mustFind.productId} among the results`,
          found.some((product) => product.productId === mustFind.productId)
            ? undefined
            : `results ${found.map((product) => product.productId).join(', ') || 'empty'}`,
        );
    };
    const first = active[0];
    if (!first) return void report.skipped.push('searches: no active product');
    await search('text', { text: first.title }, () => true, 'active products only', first);
    const typed = active.find((product) => product.type);
    if (typed) await search('type', { type: typed.type! }, () => true, 'active products only', typed);
    // Bounds in the middle of the catalog's prices, so that a search ignoring them returns products outside.
    const prices = active.map(lowestPrice).sort((a, b) => a - b);
    const middle = prices[Math.floor(prices.length / 2)]!;
    const currency = shop?.currency ?? first.variants?.[0]?.price?.currency ?? '';
    const cheapest = active.find((product) => lowestPrice(product) === prices[0]);
    const dearest = active.find((product) => lowestPrice(product) === prices.at(-1));
    if (Number.isSafeInteger(middle)) {
      await search(
        'maxPrice',
        { maxPrice: String(middle), currency },
        (product) => lowestPrice(product) <= middle,
        `every product's lowest price ≤ ${middle} ${currency}`,
        cheapest,
      );
      await search(
        'minPrice',
        { minPrice: String(middle), currency },
        (product) => lowestPrice(product) >= middle,
        `every product's lowest price ≥ ${middle} ${currency}`,
        dearest,
      );
    } else report.skipped.push(`price searches: the catalog's prices are not integer minor units (${middle}), so no bound can be taken from them`);
    const optioned = active.find((product) => product.options?.[0]?.values?.length);
    if (optioned) {
      const { name, values } = optioned.options[0]!;
      await search('option', { option: `${name}:${values[0]}` }, () => true, 'active products only', optioned);
    }
    const tagged = active.find((product) => product.tags?.length);
    if (tagged)
      await search('tags', { tags: tagged.tags[0]! }, (product) => allTags(product).includes(tagged.tags[0]!), `every result tagged ${tagged.tags[0]}`, tagged);
    await search('inStock', { inStock: 'true' }, orderableNow, 'every result has a variant that can be ordered now', active.find(orderableNow));
    const limited = await send('GET', `/products?${new URLSearchParams({ text: first.title, limit: '1' })}`);
    const few = answerOf<Product[]>('GET /products?limit', limited, 'product', true);
    if (few) verdict('GET /products?limit: at most limit results', limited, 'at most 1 product', few.length <= 1 ? undefined : `${few.length} products`);
  }

  // Orders of the customer the merchant named.
  const unknownOrder = await send('GET', `/orders/KEFU-CHECK-${randomUUID()}`);
  verdict(
    'GET /orders/{unknown id}',
    unknownOrder,
    'HTTP 404',
    unknownOrder.status === 404 ? undefined : `${statusOf(unknownOrder)}, ${show(unknownOrder.body)}`,
  );
  const customerId = options.customerId;
  if (!customerId) {
    report.skipped.push('orders, logistics, guest verification and writes: pass --customer <id> of a test customer with orders');
    return report;
  }
  const ordersAnswer = await send('GET', `/customers/${encodeURIComponent(customerId)}/orders`);
  const orders = answerOf<Order[]>('GET /customers/{customerId}/orders', ordersAnswer, 'order', true)?.filter(identified('orderId'));
  if (!orders) return report;
  if (orders.length === 0) {
    report.skipped.push(`orders, logistics, guest verification and writes: customer ${customerId} has no orders`);
    return report;
  }
  const strangers = orders.filter((order) => order.customerId !== customerId);
  verdict(
    'GET /customers/{customerId}/orders: only that customer’s orders',
    ordersAnswer,
    `customerId ${customerId} on every order`,
    strangers.length ? strangers.map((order) => `${order.orderId}: ${order.customerId}`).join(', ') : undefined,
  );
  const unordered = orders.findIndex((order, index) => index > 0 && order.placedAt > orders[index - 1]!.placedAt);
  verdict(
    'GET /customers/{customerId}/orders: newest first',
    ordersAnswer,
    'placedAt descending',
    unordered < 0 ? undefined : `${orders[unordered]!.orderId} placed after ${orders[unordered - 1]!.orderId}`,
  );
  if (shop) {
    const foreign = orders.flatMap((order) =>
      [order.total, ...(order.lines ?? []).map((line) => line?.unitPrice)]
        .filter((price) => price && price.currency !== shop.currency)
        .map((price) => `${order.orderId}: ${price!.currency}`),
    );
    verdict(
      'GET /customers/{customerId}/orders: totals and lines in the shop currency',
      ordersAnswer,
      `currency ${shop.currency} on every total and unitPrice`,
      foreign.length ? foreign.slice(0, 5).join(', ') : undefined,
    );
  }
  const sample = orders[0]!;
  const orderAnswer = await send('GET', `/orders/${encodeURIComponent(sample.orderId)}`);
  const order = answerOf<Order>('GET /orders/{orderId}', orderAnswer, 'order');
  if (order)
    verdict(
      'GET /orders/{orderId}: the order asked for',
      orderAnswer,
      `orderId ${sample.orderId} of ${customerId}`,
      order.orderId === sample.orderId && order.customerId === customerId ? undefined : `orderId ${order.orderId} of ${order.customerId}`,
    );

  const shipped = orders.find((candidate) => candidate.trackingNumber);
  if (shipped) {
    const answer = await send('GET', `/orders/${encodeURIComponent(shipped.orderId)}/logistics`);
    const parcel = answerOf<{ orderId: string; trackingNumber: string }>('GET /orders/{orderId}/logistics', answer, 'logistics');
    if (parcel)
      verdict(
        'GET /orders/{orderId}/logistics: the order’s parcel',
        answer,
        `orderId ${shipped.orderId}, trackingNumber ${shipped.trackingNumber}`,
        parcel.orderId === shipped.orderId && parcel.trackingNumber === shipped.trackingNumber
          ? undefined
          : `orderId ${parcel.orderId}, trackingNumber ${parcel.trackingNumber}`,
      );
  } else report.skipped.push(`logistics: no order of ${customerId} has a trackingNumber`);
  const unshipped = orders.find((candidate) => !candidate.trackingNumber && !candidate.carrier);
  if (unshipped) {
    const answer = await send('GET', `/orders/${encodeURIComponent(unshipped.orderId)}/logistics`);
    verdict(
      'GET /orders/{orderId}/logistics of an order without a parcel',
      answer,
      'HTTP 404',
      answer.status === 404 ? undefined : `${statusOf(answer)}, ${show(answer.body)}`,
    );
  }

  const verifyPath = `/orders/${encodeURIComponent(sample.orderId)}/verify-contact`;
  const right = await send('POST', verifyPath, { phoneLast4: sample.phoneLast4 });
  const rightVerdict = answerOf<{ verified: boolean }>('POST /orders/{orderId}/verify-contact (right digits)', right, 'verified');
  if (rightVerdict)
    verdict(
      'POST /orders/{orderId}/verify-contact: the order’s own phoneLast4',
      right,
      '{"verified":true}',
      rightVerdict.verified ? undefined : show(right.body),
    );
  const wrongDigits = String((Number(sample.phoneLast4) + 5001) % 10_000).padStart(4, '0');
  const wrong = await send('POST', verifyPath, { phoneLast4: wrongDigits });
  const wrongVerdict = answerOf<{ verified: boolean }>('POST /orders/{orderId}/verify-contact (wrong digits)', wrong, 'verified');
  if (wrongVerdict)
    verdict('POST /orders/{orderId}/verify-contact: other digits', wrong, '{"verified":false}', wrongVerdict.verified ? show(wrong.body) : undefined);

  await checkWrites(orders);
  await checkOrderChanges({ send, report, validate, verdict }, orders, customerId);
  return report;

  async function checkWrites(candidates: Order[]) {
    const key = `kefu-commerce-check:${randomUUID()}`;
    // An invoice is the one write any order takes; a type already on file answers 409, so try the next.
    for (const candidate of candidates) {
      for (const invoiceType of ['personal', 'company']) {
        const body = { kind: 'invoice', orderId: candidate.orderId, customerId, details: { invoiceType, title: 'Kefu conformance check' }, locale: 'en' };
        const first = await send('POST', '/requests', body, { 'idempotency-key': key });
        if (first.status === 409) {
          answerOf('POST /requests (409)', first, 'duplicate', false, [409]);
          continue;
        }
        const receipt = answerOf<{ receiptId: string }>('POST /requests', first, 'receipt', false, OK);
        if (!receipt) return;
        const again = await send('POST', '/requests', body, { 'idempotency-key': key });
        verdict(
          'POST /requests: the same Idempotency-Key again answers the same receipt',
          again,
          `HTTP ${first.status} with ${show(receipt)}`,
          again.status === first.status && isDeepStrictEqual(again.body, receipt) ? undefined : `${statusOf(again)}, ${show(again.body)}`,
        );
        const malformed = { kind: 'teleport', orderId: candidate.orderId, customerId, details: {} };
        const refused = await send('POST', '/requests', malformed, { 'idempotency-key': `kefu-commerce-check:${randomUUID()}` });
        verdict(
          'POST /requests: a malformed write is refused',
          refused,
          'HTTP 4xx other than 409 (a permanent error), nothing created',
          refused.status >= 400 && refused.status < 500 && refused.status !== 409 ? undefined : `${statusOf(refused)}, ${show(refused.body)}`,
        );
        return;
      }
    }
    report.skipped.push(`writes: every order of ${customerId} already has personal and company invoices (409)`);
  }
}

/** Keeps the list items a later check can address by id (the schema check already reported the others). */
function identified(field: 'productId' | 'orderId') {
  return <T>(item: T) => typeof (item as Record<string, unknown> | null)?.[field] === 'string';
}

function idOf(item: unknown): string | undefined {
  const record = item as Record<string, unknown> | null;
  const id = record && typeof record === 'object' ? (record.productId ?? record.orderId) : undefined;
  return typeof id === 'string' ? id : undefined;
}
