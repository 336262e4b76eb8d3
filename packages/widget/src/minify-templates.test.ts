import { describe, expect, it } from 'vitest';
import { minifyCode } from '../vite-plugin-minify-templates.js';

describe('the build-time minifier of Lit templates', () => {
  it('collapses indentation between tags to one space and inside tags to attribute separators', () => {
    const source = 'html`\n  <section\n    class="panel"\n    part="panel"\n  >\n    <p>${a}</p>\n  </section>\n`';
    expect(minifyCode(source)).toBe('html` <section class="panel" part="panel"> <p>${a}</p> </section> `');
  });

  it('keeps quoted attribute values as written, even across a binding', () => {
    const source = 'html`<input placeholder="a  b\n c" class="x ${y}   z"\n  title=\'1  2\' />`';
    expect(minifyCode(source)).toBe('html`<input placeholder="a  b\n c" class="x ${y}   z" title=\'1  2\' />`');
  });

  it('drops the space before > after a binding, never before /> (which would join the unquoted value)', () => {
    expect(minifyCode('html`<kefu-message .a=${b}\n  delivery=${c}\n></kefu-message>`')).toBe('html`<kefu-message .a=${b} delivery=${c}></kefu-message>`');
    expect(minifyCode('html`<input @input=${a} />`')).toBe('html`<input @input=${a} />`');
  });

  it('keeps text whitespace without a newline and a < that opens no tag', () => {
    expect(minifyCode('html`<b>1  <  2</b>\n  <i>x</i>`')).toBe('html`<b>1  <  2</b> <i>x</i>`');
  });

  it('minifies templates nested in expressions', () => {
    expect(minifyCode('html`<ul>\n  ${items.map((item) => html`<li>\n    ${item}\n  </li>`)}\n</ul>`')).toBe(
      'html`<ul> ${items.map((item) => html`<li> ${item} </li>`)} </ul>`',
    );
  });

  it('shortens CSS without changing it', () => {
    const source =
      'css`\n  /* why */\n  .a {\n    opacity: 0.55;\n    width: 10.5px;\n    box-shadow: 0 4px 16px rgb(15 23 42 / 0.08);\n    transition: color 0.15s, -0.5s;\n  }\n`';
    expect(minifyCode(source)).toBe('css`.a{opacity:.55;width:10.5px;box-shadow:0 4px 16px rgb(15 23 42/.08);transition:color .15s,-0.5s}`');
  });
});
