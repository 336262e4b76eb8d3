import { css } from 'lit';

/** Layout of the root element: the floating launcher and panel, full screen on small screens. */
export const chatStyles = css`
  :host {
    position: fixed;
    z-index: var(--kefu-z);
    bottom: 20px;
    right: 20px;
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    font-size: 15px;
  }
  :host([position='left']) {
    right: auto;
    left: 20px;
    align-items: flex-start;
  }
  :host([position='inline']) {
    position: static;
    display: block;
    height: 100%;
  }
  .panel {
    position: absolute;
    bottom: 72px;
    right: 0;
    width: 384px;
    height: min(680px, calc(100vh - 112px));
    display: grid;
    grid-template-rows: auto auto auto auto 1fr auto auto;
    /* A no-wrap label (the step strip's, in English) must ellipsize, not stretch the column past the panel. */
    grid-template-columns: minmax(0, 1fr);
    overscroll-behavior: contain;
    background: var(--kefu-bg);
    border-radius: var(--kefu-radius);
    box-shadow: var(--kefu-shadow);
    overflow: hidden;
    transform-origin: bottom right;
    animation: rise 0.22s cubic-bezier(0.2, 0.9, 0.3, 1.1);
  }
  :host([position='left']) .panel {
    right: auto;
    left: 0;
    transform-origin: bottom left;
  }
  /* Inline, the panel fills the container the page gave it (a container without a height gets the minimum). */
  :host([position='inline']) .panel {
    position: relative;
    bottom: auto;
    width: 100%;
    height: 100%;
    min-height: 360px;
    animation: none;
  }
  .panel[hidden] {
    display: none;
  }
  .footer {
    text-align: center;
    font-size: 11px;
    color: var(--kefu-muted);
    padding: 0 0 8px;
    background: var(--kefu-bg);
  }
  @keyframes rise {
    from {
      opacity: 0;
      transform: translateY(12px) scale(0.97);
    }
  }
  @media (max-width: 520px) {
    :host([open]:not([position='inline'])) .panel {
      position: fixed;
      inset: 0;
      top: var(--kefu-viewport-top, 0px);
      width: 100vw;
      height: var(--kefu-viewport-height, 100dvh);
      border-radius: 0;
    }
    :host([open]:not([position='inline'])) kefu-launcher {
      display: none;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .panel {
      animation: none;
    }
  }
`;
