import type { Locale } from '@kefu/protocol';
import type { Logistics, LogisticsEvent, Order, OrderItem, Product } from '../../ports/commerce-backend.js';

// Each function returns the record in one language, without its `i18n` map: what a shopper's answer, card or
// page shows. A field the translation lacks keeps the shop's own text.

/**
 * A product in `locale`: title, type, highlights, attribute values, option names and option values translated
 * where the data has them. Option values are translated in the groups and the variants alike, so they still match.
 */
export function localizeProduct<P extends Product>(product: P, locale: Locale): P {
  const { i18n, ...rest } = product;
  const text = i18n?.[locale] ?? {};
  const value = (v: string) => text.optionValues?.[v] ?? v;
  return {
    ...rest,
    ...(text.title ? { title: text.title } : {}),
    ...(text.type ? { type: text.type } : {}),
    ...(text.description ? { description: text.description } : {}),
    highlights: text.highlights?.length ? text.highlights : rest.highlights,
    // Attributes are shown by name, so their names are translated along with their values.
    attributes: Object.fromEntries(
      Object.entries({ ...rest.attributes, ...text.attributes }).map(([name, value]) => [text.attributeNames?.[name] ?? name, value]),
    ),
    options: rest.options.map((group) => ({ name: text.optionNames?.[group.name] ?? group.name, values: group.values.map(value) })),
    variants: rest.variants.map((variant) => ({ ...variant, optionValues: variant.optionValues.map(value) })),
  } as P;
}

function localizeItem(item: OrderItem, locale: Locale): OrderItem {
  const { i18n, ...rest } = item;
  const text = i18n?.[locale] ?? {};
  return {
    ...rest,
    ...(text.title ? { title: text.title } : {}),
    options: rest.options.map((option) => ({ name: text.optionNames?.[option.name] ?? option.name, value: text.options?.[option.name] ?? option.value })),
  };
}

/** An order in `locale`: line titles and option values, the address and the carrier. */
export function localizeOrder(order: Order, locale: Locale): Order {
  const { i18n, ...rest } = order;
  const text = i18n?.[locale] ?? {};
  return {
    ...rest,
    lines: rest.lines.map((item) => localizeItem(item, locale)),
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
