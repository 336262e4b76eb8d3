/**
 * A `mailto:` link to exactly this address. Percent-encoded (the `@` kept, as mail programs expect it), so an address
 * holding `?`, `&` or `#` — a ticket stored before addresses were checked, or a store written by something else —
 * cannot add a subject, a body or copies to the agent's reply: `mailto:lin@example.com?cc=…` opened with them.
 */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}`;
}
