import type { UploadAuth } from '../../events/kefu-upload-auth.js';

/** The conversation's credentials, from the `<kefu-chat>` this element is rendered in; undefined before its hello. */
export function requestUploadAuth(element: HTMLElement): UploadAuth | undefined {
  const event = new CustomEvent<{ auth?: UploadAuth }>('kefu-upload-auth', { bubbles: true, composed: true, detail: {} });
  element.dispatchEvent(event);
  return event.detail.auth;
}
