/**
 * Registers a custom element unless the tag is already taken, so a page that loads `kefu.js` twice
 * (or bundles `@kefu/widget` next to the script tag) keeps working instead of throwing.
 */
export function define(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
