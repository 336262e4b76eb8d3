import { ORDER_LOOKUP_INTENTS, type Intent, type Recognition } from '../../ports/intent.js';

const describes = ({ entities: e }: Intent) => !!(e.type || e.productIds?.length || e.candidates?.length);
const namesNothing = ({ entities: e }: Intent) => !(e.type || e.productIds?.length || e.candidates?.length || e.orderId || e.trackingNumber);

/**
 * "hi, I ordered a dress last week, when will it ship?", "我上周订了一条裙子，什么时候发货？": an order described by
 * what it holds, then a question of "it" naming nothing. Read apart, the second part looked up the latest parcel, so
 * both the dress's order and the sneakers' tracking were answered; it is one lookup of the order holding the item
 * (a parcel's when one part asks after the parcel). Undefined when the message is not such a pair.
 */
export function describedThenAsked(recognition: Recognition): Intent | undefined {
  const { intents } = recognition;
  if (intents.length < 2 || !intents.every((intent) => ORDER_LOOKUP_INTENTS.includes(intent.type))) return undefined;
  const described = intents.filter(describes);
  if (described.length !== 1 || described[0]!.entities.orderId || !intents.every((intent) => intent === described[0] || namesNothing(intent))) return undefined;
  const parcel = intents.some((intent) => intent.type === 'logistics_query');
  return {
    ...described[0]!,
    type: parcel ? 'logistics_query' : 'order_query',
    confidence: Math.max(...intents.map((intent) => intent.confidence)),
    text: intents.map((intent) => intent.text).join(' '),
  };
}
