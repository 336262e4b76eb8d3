import { describe, expect, it } from 'vitest';
import { mailtoHref } from '../src/mailto-href.js';

// Issue 20's leftovers: the tickets view linked `mailto:${ticket.email}`, so an address the shopper wrote as
// `lin@example.com?subject=…&cc=…` opened the agent's mail program with that subject and those copies.
describe("the console's reply link to a ticket's address", () => {
  it('links a plain address as it is', () => {
    expect(mailtoHref('lin.xiao+orders@example.com')).toBe('mailto:lin.xiao%2Borders@example.com');
    expect(new URL(mailtoHref("o'brien@example.co.uk")).pathname).toBe("o'brien@example.co.uk");
  });

  it.each([
    ['a subject and body', 'lin@example.com?subject=Refund%20approved&body=Click'],
    ['a copy', 'lin@example.com?cc=boss@evil.example'],
    ['a copy before the @', 'lin?cc=boss%40evil.example@example.com'],
    ['a fragment', 'lin@example.com#cc=boss@evil.example'],
  ])('keeps %s inside the address, never as the link’s query', (_what, address) => {
    const url = new URL(mailtoHref(address));
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
    expect(decodeURIComponent(url.pathname)).toBe(address);
  });
});
