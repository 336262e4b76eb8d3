import { css } from 'lit';

/** What every Kefu element shares: the font, box sizing, button reset and a visible focus ring. */
export const baseStyles = css`
  :host {
    font-family: var(--kefu-font);
    color: var(--kefu-text);
    -webkit-font-smoothing: antialiased;
    line-height: 1.55;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  button {
    font: inherit;
    color: inherit;
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  :focus-visible {
    outline: 2px solid var(--kefu-accent);
    outline-offset: 2px;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    min-height: 36px;
    padding: 0 14px;
    border-radius: 999px;
    font-size: 14px;
    font-weight: 500;
    transition: background-color 0.15s, border-color 0.15s, color 0.15s;
  }
  .btn-primary {
    background: var(--kefu-accent);
    color: var(--kefu-on-accent);
  }
  .btn-primary:hover:not(:disabled) {
    background: var(--kefu-accent-strong);
  }
  .btn-ghost {
    border: 1px solid var(--kefu-border);
    background: var(--kefu-bg);
  }
  .btn-ghost:hover:not(:disabled) {
    border-color: var(--kefu-accent);
    color: var(--kefu-accent);
  }
  input,
  textarea,
  select {
    font: inherit;
    /* 16px keeps iOS from zooming into the page when a field takes focus. */
    font-size: 16px;
    color: var(--kefu-text);
    background: var(--kefu-bg);
    border: 1px solid var(--kefu-border);
    border-radius: var(--kefu-radius-small);
    padding: 8px 12px;
    width: 100%;
  }
  input:focus,
  textarea:focus,
  select:focus {
    outline: none;
    border-color: var(--kefu-accent);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--kefu-accent) 20%, transparent);
  }
  /* A fingertip needs 44 px (WCAG 2.5.5); a mouse does not, so desktop keeps its compact controls. */
  @media (pointer: coarse) {
    button,
    .card-link,
    input,
    select {
      min-height: 44px;
      min-width: 44px;
    }
  }
  input[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: var(--kefu-danger);
  }
`;
