import type { CustomerRecord, OrderRecord, Product, ShopProfile } from './model/index.js';
import type { ShopDataError } from './shop-data-error.js';
import { fieldPath, type StructuredFile } from './structured-file.js';

/** The parts of a shop folder to check against each other, with where each came from. */
export interface CrossCheckInput {
  profile: ShopProfile;
  profileFile?: StructuredFile;
  products: Product[];
  catalogFile: string;
  catalogSource?: StructuredFile;
  orders: OrderRecord[];
  ordersFile?: StructuredFile;
  customers: CustomerRecord[];
  customersFile?: StructuredFile;
}

/**
 * Checks what no single file can: unique handles, product and variant ids across the catalog; every order line
 * names a product, variant and SKU the catalog has; money in the shop's currency; orders of known customers;
 * promotions that name products, types and tags the catalog has (a warning: a sale can be set up ahead).
 */
export function crossCheckShop(input: CrossCheckInput): { errors: ShopDataError[]; warnings: ShopDataError[] } {
  const errors: ShopDataError[] = [];
  const warnings: ShopDataError[] = [];
  const at = (file: string, source: StructuredFile | undefined, path: PropertyKey[], message: string, severity: 'error' | 'warning' = 'error') => {
    const line = source?.lineOf(path);
    (severity === 'error' ? errors : warnings).push({ file, ...(line !== undefined ? { line } : {}), field: fieldPath(path), message, severity });
  };
  const currency = input.profile.currency;

  const byProductId = new Map<string, Product>();
  const handles = new Map<string, string>();
  const variantIds = new Map<string, string>();
  const skus = new Map<string, { product: Product; variantId: string }[]>();
  input.products.forEach((product, index) => {
    if (byProductId.has(product.productId)) at(input.catalogFile, input.catalogSource, [index, 'productId'], `product id "${product.productId}" is used twice`);
    byProductId.set(product.productId, product);
    const handle = product.handle.toLowerCase();
    const other = handles.get(handle);
    if (other !== undefined)
      at(input.catalogFile, input.catalogSource, [index, 'handle'], `handle "${product.handle}" is also the handle of product "${other}"`);
    handles.set(handle, product.productId);
    product.variants.forEach((variant, position) => {
      const owner = variantIds.get(variant.variantId);
      if (owner !== undefined)
        at(
          input.catalogFile,
          input.catalogSource,
          [index, 'variants', position, 'variantId'],
          `variant id "${variant.variantId}" is also a variant of product "${owner}"`,
        );
      variantIds.set(variant.variantId, product.productId);
      if (variant.sku) skus.set(variant.sku, [...(skus.get(variant.sku) ?? []), { product, variantId: variant.variantId }]);
    });
  });

  const types = new Set(
    input.products
      .flatMap((product) => [product.type, product.category])
      .filter((type): type is string => Boolean(type))
      .map((type) => type.toLowerCase()),
  );
  const tags = new Set(input.products.flatMap((product) => product.tags.map((tag) => tag.toLowerCase())));
  input.profile.promotions.forEach((promotion, index) => {
    const path = ['promotions', index];
    if (promotion.discount.kind === 'amount' && promotion.discount.amount.currency !== currency) {
      at(
        'shop.yaml',
        input.profileFile,
        [...path, 'discount', 'amount', 'currency'],
        `is ${promotion.discount.amount.currency} but the shop's currency is ${currency}`,
      );
    }
    promotion.appliesTo.productIds.forEach((productId, position) => {
      if (!byProductId.has(productId) && !handles.has(productId.toLowerCase()))
        at(
          'shop.yaml',
          input.profileFile,
          [...path, 'appliesTo', 'productIds', position],
          `promotion "${promotion.name}" names product "${productId}", which the catalog does not have`,
          'warning',
        );
    });
    promotion.appliesTo.types.forEach((type, position) => {
      if (!types.has(type.toLowerCase()))
        at(
          'shop.yaml',
          input.profileFile,
          [...path, 'appliesTo', 'types', position],
          `promotion "${promotion.name}" names type "${type}", which no product has`,
          'warning',
        );
    });
    promotion.appliesTo.tags.forEach((tag, position) => {
      if (!tags.has(tag.toLowerCase()))
        at(
          'shop.yaml',
          input.profileFile,
          [...path, 'appliesTo', 'tags', position],
          `promotion "${promotion.name}" names tag "${tag}", which no product has`,
          'warning',
        );
    });
  });

  const customerIds = new Set<string>();
  input.customers.forEach((customer, index) => {
    if (customerIds.has(customer.customerId))
      at('customers.json', input.customersFile, [index, 'customerId'], `customer id "${customer.customerId}" is used twice`);
    customerIds.add(customer.customerId);
  });

  const orderIds = new Set<string>();
  input.orders.forEach((order, index) => {
    const file = 'orders.json';
    const source = input.ordersFile;
    if (orderIds.has(order.orderId)) at(file, source, [index, 'orderId'], `order id "${order.orderId}" is used twice`);
    orderIds.add(order.orderId);
    if (input.customersFile && !customerIds.has(order.customerId))
      at(file, source, [index, 'customerId'], `customer "${order.customerId}" is not in customers.json`);
    if (order.total.currency !== currency) at(file, source, [index, 'total', 'currency'], `is ${order.total.currency} but the shop's currency is ${currency}`);
    if (order.refund && order.refund.amount.currency !== currency)
      at(file, source, [index, 'refund', 'amount', 'currency'], `is ${order.refund.amount.currency} but the shop's currency is ${currency}`);
    order.lines.forEach((line, position) => {
      const path = [index, 'lines', position];
      if (line.unitPrice.currency !== currency && order.total.currency === currency)
        at(file, source, [...path, 'unitPrice', 'currency'], `is ${line.unitPrice.currency} but the shop's currency is ${currency}`);
      const product = byProductId.get(line.productId);
      if (!product) {
        at(file, source, [...path, 'productId'], `product "${line.productId}" is not in the catalog (${input.catalogFile})`);
        return;
      }
      const variant = line.variantId !== undefined ? product.variants.find((candidate) => candidate.variantId === line.variantId) : undefined;
      if (line.variantId !== undefined && !variant)
        at(file, source, [...path, 'variantId'], `product "${product.productId}" has no variant "${line.variantId}"`);
      if (line.sku !== undefined) {
        const owners = skus.get(line.sku) ?? [];
        if (owners.length === 0) at(file, source, [...path, 'sku'], `SKU "${line.sku}" is not in the catalog`);
        else if (owners.length > 1 && !variant)
          at(file, source, [...path, 'sku'], `SKU "${line.sku}" is shared by ${owners.length} variants: name the variant by variantId`);
        else if (!owners.some((owner) => owner.product === product))
          at(file, source, [...path, 'sku'], `SKU "${line.sku}" belongs to product "${owners[0]?.product.productId}", not "${product.productId}"`);
        else if (variant && variant.sku !== line.sku)
          at(file, source, [...path, 'sku'], `SKU "${line.sku}" is not the SKU of variant "${variant.variantId}" (${variant.sku ?? 'none'})`);
      }
      const chosen = variant ?? (line.sku !== undefined ? product.variants.find((candidate) => candidate.sku === line.sku) : undefined);
      if (chosen) {
        line.options.forEach((option, optionIndex) => {
          const group = product.options.findIndex((candidate) => candidate.name === option.name);
          if (group < 0) at(file, source, [...path, 'options', optionIndex, 'name'], `product "${product.productId}" has no option "${option.name}"`);
          else if (chosen.optionValues[group] !== option.value)
            at(
              file,
              source,
              [...path, 'options', optionIndex, 'value'],
              `variant "${chosen.variantId}" has ${option.name} "${chosen.optionValues[group]}", not "${option.value}"`,
            );
        });
      }
    });
  });
  return { errors, warnings };
}
