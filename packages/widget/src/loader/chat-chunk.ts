import { define } from '../base/define.js';
import { KEFU_CORE_ELEMENTS } from '../core-elements.js';

// The full widget, fetched by the script-tag loader (mount-loader.ts). The loader drew its stand-in launcher in
// the undefined <kefu-chat>'s shadow root, which Lit reuses: empty it first, in the same task as the definition,
// so no frame shows neither launcher or both.
if (!customElements.get('kefu-chat')) {
  for (const chat of document.querySelectorAll('kefu-chat')) chat.shadowRoot?.replaceChildren();
}
// The core only: the prompt card and rarer parts come in chunks of their own on first use (base/lazy-elements.ts).
for (const [tag, element] of Object.entries(KEFU_CORE_ELEMENTS)) define(tag, element);
