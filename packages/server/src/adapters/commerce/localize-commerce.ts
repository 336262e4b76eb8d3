import type { Locale } from '@kefu/protocol';
import type { Logistics, LogisticsEvent, Order, OrderItem, Product } from '../../ports/commerce-backend.js';

// Each function returns the record in one language, without its `i18n` map: what a shopper's answer, card or
// page shows. A field the translation lacks keeps the shop's own text.

/** A product in `locale`: its name, highlights, spec values and colour names translated where the data has them. */
export function localizeProduct<P extends Product>(product: P, locale: Locale): P {
  const { i18n, ...rest } = product;
  const text = i18n?.[locale] ?? {};
  return {
    ...rest,
    ...(text.name ? { name: text.name } : {}),
    highlights: text.highlights?.length ? text.highlights : rest.highlights,
    specs: { ...rest.specs, ...text.specs },
    colors: rest.colors.map((color) => ({ ...color, name: text.colors?.[color.name] ?? color.name })),
  } as P;
}

function localizeItem(item: OrderItem, locale: Locale): OrderItem {
  const { i18n, ...rest } = item;
  const text = i18n?.[locale] ?? {};
  return { ...rest, ...(text.name ? { name: text.name } : {}), ...(rest.color && text.color ? { color: text.color } : {}) };
}

/** An order in `locale`: item names and colours, the address and the carrier. */
export function localizeOrder(order: Order, locale: Locale): Order {
  const { i18n, ...rest } = order;
  const text = i18n?.[locale] ?? {};
  return {
    ...rest,
    items: rest.items.map((item) => localizeItem(item, locale)),
    ...(text.address ? { address: text.address } : {}),
    ...(rest.carrier && text.carrier ? { carrier: text.carrier } : {}),
  };
}

function localizeEvent(event: LogisticsEvent, locale: Locale): LogisticsEvent {
  const { i18n, ...rest } = event;
  const text = i18n?.[locale] ?? {};
  return { ...rest, ...(text.description ? { description: text.description } : {}), ...(rest.location && text.location ? { location: text.location } : {}) };
}

/** A parcel's journey in `locale`: the carrier, its status and every event. */
export function localizeLogistics(logistics: Logistics, locale: Locale): Logistics {
  const { i18n, ...rest } = logistics;
  const text = i18n?.[locale] ?? {};
  return {
    ...rest,
    ...(text.carrier ? { carrier: text.carrier } : {}),
    ...(text.status ? { status: text.status } : {}),
    events: rest.events.map((event) => localizeEvent(event, locale)),
  };
}
