import { css } from 'lit';

/** Design tokens shared by every console element: a calm, neutral inbox. */
export const tokens = css`
  :host {
    --kc-bg: #f4f5f7;
    --kc-surface: #ffffff;
    --kc-border: #e3e5e8;
    --kc-text: #1f2328;
    --kc-muted: #6a737d;
    --kc-faint: #9aa1a9;
    --kc-accent: #1f6feb;
    --kc-accent-soft: #e8f0fe;
    --kc-green: #1a7f37;
    --kc-green-soft: #dafbe1;
    --kc-amber: #9a6700;
    --kc-amber-soft: #fff4d6;
    --kc-red: #cf222e;
    --kc-red-soft: #ffebe9;
    --kc-violet: #6e40c9;
    --kc-violet-soft: #f1ebff;
    --kc-radius: 8px;
    font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif;
    font-size: 14px;
    line-height: 1.5;
    color: var(--kc-text);
    box-sizing: border-box;
  }
  *, *::before, *::after { box-sizing: inherit; }
  button {
    font: inherit;
    cursor: pointer;
    border-radius: 6px;
    border: 1px solid var(--kc-border);
    background: var(--kc-surface);
    color: var(--kc-text);
    padding: 6px 12px;
  }
  button:hover:not(:disabled) { background: #f6f8fa; }
  button:disabled { cursor: not-allowed; opacity: 0.55; }
  button.primary { background: var(--kc-accent); border-color: var(--kc-accent); color: #fff; font-weight: 600; }
  button.primary:hover:not(:disabled) { background: #1a5fd0; }
  button:focus-visible, input:focus-visible, textarea:focus-visible, [tabindex]:focus-visible { outline: 2px solid var(--kc-accent); outline-offset: 1px; }
  .chip {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    border-radius: 999px;
    padding: 1px 8px;
    font-size: 12px;
    font-weight: 500;
    white-space: nowrap;
    background: #eef0f2;
    color: var(--kc-muted);
  }
  .chip.requested { background: var(--kc-accent-soft); color: var(--kc-accent); }
  .chip.angry, .chip.ai_failed { background: var(--kc-red-soft); color: var(--kc-red); }
  .chip.low_confidence, .chip.knowledge_miss { background: var(--kc-amber-soft); color: var(--kc-amber); }
  .chip.repeated_failure, .chip.watchdog_timeout, .chip.queue_degrade { background: var(--kc-violet-soft); color: var(--kc-violet); }
  .chip.human { background: var(--kc-green-soft); color: var(--kc-green); }
`;
