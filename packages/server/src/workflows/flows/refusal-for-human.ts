/** Where the refusal of an order change waits for the shopper's answer to the offer of a human (order-change-steps.ts). */
export const REFUSAL = 'refusal';
/** Where the refusal's why waits: the answer to "why not?" at the offer of a human. */
export const REFUSAL_WHY = 'refusalWhy';

/** The details that make the offer of a human say why the assistant cannot do it, and ask whether to pass it on. */
export const refusalForHuman = (text: string): Record<string, string> => ({ [REFUSAL]: text });
