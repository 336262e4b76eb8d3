import { css } from 'lit';

// One dark palette for both the explicit dark theme and `auto` on a dark system.
const darkPalette = css`
  --kefu-accent: #818cf8;
  --kefu-accent-strong: #a5b4fc;
  --kefu-accent-soft: #272a4d;
  --kefu-on-accent: #0b0d1a;
  --kefu-bg: #17181c;
  --kefu-surface: #202228;
  --kefu-surface-strong: #2a2d35;
  --kefu-text: #eceef2;
  --kefu-muted: #9aa1ad;
  --kefu-border: #2f323a;
  --kefu-warning: #f59e0b;
  --kefu-warning-soft: #2d2412;
  --kefu-danger: #f87171;
  --kefu-danger-soft: #301a1c;
  --kefu-price: #ff7a63;
  color-scheme: dark;
`;

/**
 * The design tokens, set on `<kefu-chat>` and inherited by every child through the shadow roots.
 * Merchants override any `--kefu-*` property from their own stylesheet.
 */
export const themeStyles = css`
  :host {
    --kefu-accent: #4f46e5;
    --kefu-accent-strong: #4338ca;
    --kefu-accent-soft: #eef2ff;
    --kefu-on-accent: #ffffff;
    --kefu-bg: #ffffff;
    --kefu-surface: #f6f7f9;
    --kefu-surface-strong: #eceef2;
    --kefu-text: #1f2329;
    --kefu-muted: #6b7280;
    --kefu-border: #e5e7eb;
    --kefu-success: #0f9d58;
    --kefu-warning: #b45309;
    --kefu-warning-soft: #fff7ed;
    --kefu-danger: #dc2626;
    --kefu-danger-soft: #fef2f2;
    --kefu-price: #e0341e;
    --kefu-radius: 16px;
    --kefu-radius-small: 10px;
    --kefu-shadow: 0 24px 64px -12px rgb(15 23 42 / 0.28), 0 4px 16px rgb(15 23 42 / 0.08);
    --kefu-font: system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'WenQuanYi Micro Hei',
      'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif;
    --kefu-z: 2147483000;
    color-scheme: light;
  }
  :host([theme='dark']) {
    ${darkPalette}
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      ${darkPalette}
    }
  }
`;
