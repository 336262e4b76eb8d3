import type { DialogueState } from './dialogue-state.js';

const money = (value: number | undefined) => (value === undefined ? '' : String(value));

/**
 * The dialogue state as a few compact lines for the model's prompts: products by their catalog names (never the
 * shopper's words, so nothing personal), orders by id. Empty when nothing is in focus.
 */
export function renderDialogue(dialogue: DialogueState, names: ReadonlyMap<string, string>): string {
  const name = (id: string) => names.get(id) ?? id;
  const lines: string[] = [];
  if (dialogue.products.length) {
    const products = dialogue.products.map(
      (product) =>
        `${name(product.productId)}${product.aspect ? ` (asked: ${product.aspect}${product.options?.length ? `, ${product.options.join('/')}` : ''})` : ''}`,
    );
    lines.push(`Products in focus, most recent last: ${products.join('; ')}.`);
  }
  if (dialogue.listed?.length)
    lines.push(`Products last shown as a list, in order: ${dialogue.listed.map((id, index) => `${index + 1}. ${name(id)}`).join('; ')}.`);
  if (dialogue.compared.length) lines.push(`Last compared: ${dialogue.compared.map(name).join(' vs ')}.`);
  if (dialogue.orders.length)
    lines.push(
      `Orders last shown, in order: ${dialogue.orders.map((order, index) => `${index + 1}. ${order.orderId} (${order.items.join(', ')})`).join('; ')}.`,
    );
  if (dialogue.orderInFocus) lines.push(`Order in focus: ${dialogue.orderInFocus}.`);
  if (dialogue.lastIntent) {
    const e = dialogue.lastIntent.entities;
    const about = [...(e.productIds ?? []).map(name), ...(e.orderId ? [e.orderId] : []), ...(e.options ?? []).map((option) => option.value)];
    lines.push(`Last request: ${dialogue.lastIntent.type}${about.length ? ` about ${about.join(', ')}` : ''}.`);
  }
  if (dialogue.openQuestion) lines.push(`The assistant asked: ${dialogue.openQuestion}.`);
  const told = dialogue.told;
  const wishes = [
    told.minPrice !== undefined || told.maxPrice !== undefined ? `budget ${money(told.minPrice)}–${money(told.maxPrice)}` : '',
    told.type ? `type ${told.type}` : '',
    told.named ? `titles with "${told.named}"` : '',
    told.options?.length ? `options ${told.options.join('/')}` : '',
    told.tags?.length ? `for ${told.tags.join(', ')}` : '',
    told.audience ? `shopping for ${told.audience}` : '',
  ].filter(Boolean);
  if (wishes.length) lines.push(`The shopper told us: ${wishes.join('; ')}.`);
  return lines.join('\n');
}
