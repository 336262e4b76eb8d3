// When a shop sends an order out is language, not one shop's: "how soon do you ship?", "when do you ship orders?",
// "how fast do orders go out?" ask when an order leaves the warehouse (its dispatch), not how long the carrier takes
// to deliver it. The Chinese twin, "多久发货", is read in policy-words.ts.

// "how soon / fast / quickly do you ship", "when do you ship", "when will you send my order out", "do you ship the
// same day", "dispatch".
const DISPATCH_ASKED =
  /\b(?:how (?:soon|fast|quickly)|when) (?:do|will|does|can|would) (?:you|they|the (?:shop|store)|orders?|my order|it|items?) (?:usually |normally |typically )?(?:ship|get shipped|be shipped|go out|send (?:it |them |orders? |my order )?out|leave)\b|\bsame[- ]day (?:shipping|dispatch)\b|\bship (?:out )?the same day\b|\bdispatch(?:ed|es)?\b/i;

/** Whether a message asks when an order leaves the shop ("how soon do you ship?"), as "多久发货" does. */
export const asksDispatch = (text: string): boolean => DISPATCH_ASKED.test(text);

/**
 * What an English shipping article calls the time an order takes to leave: its "processing" (the zh twin's words in
 * policy-words.ts), so the part about it, not the delivery times, is the one quoted.
 */
export const DISPATCH_TERMS: readonly string[] = ['processing', 'dispatch'];
