import { css } from 'lit';

/** Styles of the prompt card. */
export const interruptStyles = css`
  :host {
    display: block;
  }
  .prompt {
    border: 1px solid color-mix(in srgb, var(--kefu-accent) 35%, var(--kefu-border));
    background: var(--kefu-bg);
    border-radius: 16px;
    padding: 14px;
    box-shadow: 0 6px 20px -8px color-mix(in srgb, var(--kefu-accent) 30%, transparent);
    display: grid;
    gap: 12px;
    font-size: 14px;
  }
  .prompt.expired {
    border-color: var(--kefu-border);
    box-shadow: none;
  }
  .head {
    display: flex;
    align-items: flex-start;
    gap: 10px;
  }
  .prompt-text {
    flex: 1;
    margin: 0;
    font-size: 15px;
    font-weight: 600;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .error {
    margin: 0;
    display: flex;
    gap: 6px;
    align-items: center;
    color: var(--kefu-danger);
    font-size: 13px;
  }
  .options {
    display: grid;
    gap: 8px;
  }
  .option {
    text-align: left;
    padding: 8px 12px;
    border: 1px solid var(--kefu-border);
    border-radius: 12px;
    background: var(--kefu-bg);
    transition: border-color 0.15s, background-color 0.15s;
  }
  .option:hover:not(:disabled) {
    border-color: var(--kefu-accent);
    background: var(--kefu-accent-soft);
  }
  .option strong {
    display: block;
    font-weight: 500;
  }
  .option span {
    display: block;
    font-size: 12px;
    color: var(--kefu-muted);
  }
  .summary {
    margin: 0;
    display: grid;
    gap: 6px;
    padding: 10px 12px;
    border-radius: 12px;
    background: var(--kefu-surface);
  }
  .summary div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  .summary dt {
    color: var(--kefu-muted);
    flex: none;
  }
  .summary dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  .actions .btn {
    flex: 1;
  }
  .field {
    display: grid;
    gap: 4px;
  }
  label {
    font-size: 13px;
    font-weight: 500;
  }
  .req {
    color: var(--kefu-danger);
    margin-left: 2px;
  }
  .hint {
    font-size: 12px;
    color: var(--kefu-muted);
  }
  .field-error {
    font-size: 12px;
    color: var(--kefu-danger);
  }
  .row {
    display: flex;
    gap: 8px;
  }
  .row input {
    flex: 1;
  }
  .files {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 4px;
    font-size: 13px;
  }
  .files li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 6px 10px;
    background: var(--kefu-surface);
    border-radius: 8px;
    overflow-wrap: anywhere;
  }
  .link {
    color: var(--kefu-accent);
    font-size: 13px;
  }
  .countdown {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: 4px;
    margin-top: 1px;
    padding: 2px 8px;
    border-radius: 999px;
    background: var(--kefu-surface);
    font-size: 12px;
    color: var(--kefu-muted);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .countdown.soon {
    color: var(--kefu-warning);
    background: var(--kefu-warning-soft);
  }
  .expired-note {
    margin: 0;
    padding: 8px 12px;
    border-radius: 10px;
    background: var(--kefu-surface);
    color: var(--kefu-muted);
    font-size: 13px;
  }
`;
