import { CHAT_ICON, LOADER_CSS } from './loader-styles.js';

/** Where and how the launcher is drawn, from the script tag. */
export interface LauncherLook {
  position: string;
  theme: string;
}

let sheet: CSSStyleSheet | undefined;

// A constructed stylesheet, as Lit adopts: a page whose CSP refuses inline <style> accepts it.
function shadow(element: HTMLElement, look: LauncherLook): ShadowRoot {
  element.setAttribute('position', look.position);
  element.setAttribute('theme', look.theme);
  const root = element.attachShadow({ mode: 'open' });
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(LOADER_CSS);
  }
  root.adoptedStyleSheets = [sheet];
  return root;
}

/**
 * Draws the stand-in launcher inside the not yet defined `<kefu-chat>`'s own shadow root, where the full
 * launcher will be: focus, `::part(launcher)` and page scripts find it in the same place. Lit reuses an
 * existing shadow root, and the full widget's entry empties it before it defines the element.
 */
export function standInLauncher(chat: HTMLElement, look: LauncherLook, label: string, onOpen: () => void): void {
  const root = shadow(chat, look);
  // A <kefu-launcher> not defined yet, so tests and page scripts that look for the launcher's button find it.
  root.innerHTML = `<kefu-launcher><button part="launcher" aria-expanded="false">${CHAT_ICON}</button></kefu-launcher>`;
  const button = root.querySelector('button') as HTMLButtonElement;
  button.setAttribute('aria-label', label);
  button.addEventListener('click', onOpen);
}

/** The notice above the launcher: the "step waiting" hint or the latest reply's preview. */
export interface LauncherNotice {
  element: HTMLElement;
  /** Shows `text` (plain text, never markup); undefined hides the notice. */
  show(text: string | undefined): void;
}

/** A notice above the launcher that opens the chat when clicked and can be dismissed. */
export function launcherNotice(look: LauncherLook, dismissLabel: string, onOpen: () => void): LauncherNotice {
  const element = document.createElement('div');
  element.dataset['kefuNotice'] = '';
  const root = shadow(element, look);
  const box = document.createElement('div');
  box.className = 'n';
  box.hidden = true;
  box.setAttribute('role', 'status');
  const text = document.createElement('button');
  const dismiss = document.createElement('button');
  dismiss.textContent = '×';
  dismiss.setAttribute('aria-label', dismissLabel);
  text.addEventListener('click', onOpen);
  dismiss.addEventListener('click', () => (box.hidden = true));
  box.append(text, dismiss);
  root.append(box);
  return {
    element,
    show(value) {
      text.textContent = value ?? '';
      box.hidden = !value;
    },
  };
}
