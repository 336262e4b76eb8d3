import { describe, expect, it } from 'vitest';
import { emailIn } from './email-in-text.js';

describe('emailIn', () => {
  it.each([
    ['邮箱改成lin@example.com吧', 'lin@example.com'],
    ['send it to lin@example.com.', 'lin@example.com'],
    ['can you send it to lin@example.com?', 'lin@example.com'],
    ['发到：Lin.Wu+inv@mail.example.cn', 'Lin.Wu+inv@mail.example.cn'],
  ])('"%s" gives %s, valid', (text, address) => {
    expect(emailIn(text)).toEqual({ address, valid: true });
  });

  it.each([
    ['邮箱改成 a%b@example.com', 'a%b@example.com'],
    ['send it to lin@example', 'lin@example'],
    ['a@b.cn?cc=x@y.com', 'a@b.cn?cc=x'],
  ])('"%s" gives %s, invalid', (text, address) => {
    expect(emailIn(text)).toEqual({ address, valid: false });
  });

  it('none in "换个邮箱"', () => {
    expect(emailIn('换个邮箱')).toBeUndefined();
  });
});
