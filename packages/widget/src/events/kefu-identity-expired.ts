/**
 * `kefu-identity-expired`: the identity token passed its `exp`. What the shopper sends waits (nothing is lost);
 * call `identify()` with a fresh token to deliver it, or `identify(undefined)` to sign out.
 */
export type KefuIdentityExpiredEvent = CustomEvent<Record<string, never>>;

declare global {
  interface GlobalEventHandlersEventMap {
    'kefu-identity-expired': KefuIdentityExpiredEvent;
  }
}
