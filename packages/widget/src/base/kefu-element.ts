import { LitElement } from 'lit';

/** Options of {@link KefuElement.emit}. */
export interface EmitOptions<T> {
  /** The event's `detail`. */
  detail?: T;
  /** @default true */
  bubbles?: boolean;
  /** @default true */
  composed?: boolean;
  /** @default false */
  cancelable?: boolean;
}

/** The base of every Kefu element: a typed `emit()` whose events leave the shadow root by default. */
export class KefuElement extends LitElement {
  /** Dispatches a `CustomEvent` that bubbles and crosses shadow roots; returns it so callers can read `defaultPrevented`. */
  emit<K extends keyof GlobalEventHandlersEventMap>(
    name: K,
    options: EmitOptions<GlobalEventHandlersEventMap[K] extends CustomEvent<infer D> ? D : never> = {},
  ): CustomEvent {
    const event = new CustomEvent(name, { bubbles: true, composed: true, cancelable: false, ...options });
    this.dispatchEvent(event);
    return event;
  }
}
