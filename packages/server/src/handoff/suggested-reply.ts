import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import { HumanMessage, SystemMessage } from '@langchain/core/messages';
import type { EscalationCard } from '@kefu/protocol';
import type { ModelGateway } from '../agent/model/model-gateway.js';
import { maskPii } from '../privacy/pii-detector.js';

/** The instructions of the suggested reply: a draft the agent edits, grounded in the conversation only. */
export const SUGGESTED_REPLY_PROMPT = `You draft the next reply of a human customer-service agent{shop}, who will read and edit it before sending it to the shopper.
Write in {language}, as the agent, in two to four short sentences, polite and concrete.
Use only what the conversation and its state below say. Never invent prices, stock, delivery dates, order states or policies: when the answer needs one the conversation does not give, say the agent will check it.
Masked personal data (such as 138********) stays masked; never ask for a full card or ID number.
Reply with the message text only: no greeting line for the agent, no notes, no quotes.`;

const ROLE = { user: 'Shopper', assistant: 'Assistant', agent: 'Agent', system: 'System' } as const;

/** The conversation as the model reads it: the card's state, then its last messages (already masked for agents). */
export function suggestionInput(card: EscalationCard): string {
  const lines: string[] = [];
  const focus = card.focus;
  if (focus?.products.length) lines.push(`Products in focus, most recent last: ${focus.products.join('; ')}.`);
  if (focus?.orderId) lines.push(`Order in focus: ${focus.orderId}${focus.orderItems?.length ? ` (${focus.orderItems.join(', ')})` : ''}.`);
  if (focus?.told.length) lines.push(`The shopper told us: ${focus.told.map((row) => `${row.label} ${row.value}`).join('; ')}.`);
  if (focus?.lastRequest) lines.push(`Their last request: ${focus.lastRequest.type} ("${focus.lastRequest.text}").`);
  if (card.request)
    lines.push(`Request handed over: ${card.request.workflow} of order ${card.request.orderId}${card.request.why ? ` — ${card.request.why}` : ''}.`);
  if (card.pendingInterrupt) lines.push(`A ${card.workflow?.name ?? 'workflow'} step waits on the shopper: "${card.pendingInterrupt.prompt}".`);
  if (card.reason) lines.push(`Handed to a person because: ${card.reason}.`);
  if (card.customer.name) lines.push(`The customer's name: ${card.customer.name}.`);
  const transcript = card.lastMessages.map(
    (message) => `${message.role === 'agent' && message.author ? `Agent (${message.author})` : ROLE[message.role]}: ${message.text}`,
  );
  return [`Conversation state:`, ...(lines.length ? lines : ['(nothing recorded)']), '', 'Last messages, oldest first:', ...transcript].map(maskPii).join('\n');
}

/** Asks the model for a draft reply to the conversation on `card`, through the server's model gateway. */
export async function suggestReply(input: {
  model: BaseChatModel;
  gateway: ModelGateway;
  card: EscalationCard;
  shopName?: string | undefined;
  signal?: AbortSignal;
}): Promise<string> {
  const language = input.card.locale === 'en' ? 'English' : 'Simplified Chinese';
  const messages = [
    new SystemMessage(SUGGESTED_REPLY_PROMPT.replace('{shop}', input.shopName ? ` of ${input.shopName}` : '').replace('{language}', language)),
    new HumanMessage(suggestionInput(input.card)),
  ];
  return input.gateway.call(
    'suggested_reply',
    async (signal) => {
      const reply = await input.model.invoke(messages, { signal });
      const text =
        typeof reply.content === 'string'
          ? reply.content
          : reply.content.map((part) => ('text' in part && typeof part.text === 'string' ? part.text : '')).join('');
      if (!text.trim()) throw new Error('the model returned an empty draft');
      // Whatever the model wrote, the agent sees no personal data the console would have masked.
      return maskPii(text.trim()).slice(0, 4000);
    },
    input.signal ? { signal: input.signal } : {},
  );
}
