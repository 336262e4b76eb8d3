import { css } from 'lit';

/** Styles shared by the connection and handoff banners. */
export const bannerStyles = css`
  :host {
    display: block;
  }
  .banner {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 8px 16px;
    font-size: 13px;
    border-bottom: 1px solid var(--kefu-border);
  }
  .warn {
    background: var(--kefu-warning-soft);
    color: var(--kefu-warning);
  }
  .info {
    background: var(--kefu-accent-soft);
    color: var(--kefu-accent-strong);
  }
`;
