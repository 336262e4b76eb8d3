import { define } from './define.js';

/** A lazily imported module's elements, by tag. */
export interface LazyElements {
  elements: Record<string, CustomElementConstructor>;
}

/**
 * Defines the elements of a module imported on first use: `ensureElements(() => import('./x.js'))` in a render, next
 * to the tag it renders. The build gives each such module its own chunk (`kefu-assets/kefu-lazy-*.js` beside the full
 * widget), so a feature most conversations never show (an upload, a rating, an offline form) weighs nothing until it
 * is needed; the tag renders as an undefined element meanwhile and upgrades when its class arrives (Lit keeps the
 * properties set before that). The browser's module map makes repeated calls cheap.
 */
export function ensureElements(load: () => Promise<LazyElements>): Promise<void> {
  return load().then(
    ({ elements }) => {
      for (const [tag, element] of Object.entries(elements)) define(tag, element);
    },
    (error: unknown) => console.error('[kefu] could not load a part of the widget', error),
  );
}
