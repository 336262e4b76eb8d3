import { emailSchema } from '@kefu/protocol';

// An address is made of its own characters: "邮箱改成lin@example.com吧" gives lin@example.com, never the words around
// it. The domain runs to a space, a Chinese character or closing punctuation, so "a@b.cn?cc=…" stays whole and is refused.
const ADDRESS = /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[^\s@，,。；;！!？）)\]}>"'“”\p{Script=Han}]+/u;

/** The e-mail address a message gives, and whether it is one the forms accept (the protocol's check); undefined when none. */
export function emailIn(text: string): { address: string; valid: boolean } | undefined {
  const found = ADDRESS.exec(text)?.[0];
  if (!found) return undefined;
  // A sentence's full stop or question mark after the address is not part of it.
  const address = found.replace(/[.?]+$/, '');
  return { address, valid: /\.[A-Za-z]{2,}$/.test(address) && emailSchema.safeParse(address).success };
}
