import { css } from 'lit';

/** Styles of the rich part cards. */
export const partStyles = css`
  .quick-replies {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .quick-replies button {
    min-height: 36px;
    padding: 6px 14px;
    border-radius: 999px;
    border: 1px solid color-mix(in srgb, var(--kefu-accent) 40%, var(--kefu-border));
    color: var(--kefu-accent);
    background: var(--kefu-bg);
    font: inherit;
    font-size: 13.5px;
    cursor: pointer;
  }
  .quick-replies button:hover {
    background: var(--kefu-accent-soft);
  }
  .quick-replies button:focus-visible {
    outline: 2px solid var(--kefu-accent);
    outline-offset: 2px;
  }
  /* Only the newest message's chips are live: an older question's answers would complete a question no longer open.
     Hidden rather than disabled, so they leave the tab order too; the log holds nothing but kefu-message elements
     and notices, so the host's type is enough to tell. */
  :host(:not(:last-of-type)) .quick-replies {
    display: none;
  }
  @media (pointer: coarse) {
    .quick-replies button {
      min-height: 44px;
      min-width: 44px;
    }
  }
  .card {
    background: var(--kefu-bg);
    border: 1px solid var(--kefu-border);
    border-radius: 14px;
    padding: 12px 14px;
    font-size: 14px;
    box-shadow: 0 1px 2px rgb(15 23 42 / 0.04);
    min-width: 0;
  }
  .card-title {
    margin: 0;
    font-size: 15px;
    font-weight: 600;
    line-height: 1.4;
  }
  .card-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin-bottom: 8px;
  }
  .card-link {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    margin-top: 10px;
    color: var(--kefu-accent);
    font-weight: 500;
    text-decoration: none;
  }
  .card-link:hover {
    text-decoration: underline;
  }
  .with-icon {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .muted {
    color: var(--kefu-muted);
  }
  .small {
    font-size: 12px;
  }
  .note {
    margin: 8px 0 0;
    font-size: 12px;
    color: var(--kefu-warning);
  }
  .product {
    display: grid;
    grid-template-columns: 72px 1fr;
    gap: 12px;
  }
  .product-media {
    width: 72px;
    height: 72px;
    border-radius: 12px;
    background: linear-gradient(145deg, var(--kefu-accent-soft), var(--kefu-surface));
    color: var(--kefu-accent);
    display: grid;
    place-items: center;
    overflow: hidden;
  }
  .product-media img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .product-body {
    min-width: 0;
  }
  .product-price {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 6px;
    margin-top: 2px;
  }
  .price-final {
    color: var(--kefu-price);
    font-size: 18px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .price-was {
    color: var(--kefu-muted);
    font-size: 12px;
  }
  .tag {
    font-size: 11px;
    font-weight: 600;
    padding: 1px 6px;
    border-radius: 6px;
  }
  .tag-promotion {
    color: var(--kefu-price);
    background: color-mix(in srgb, var(--kefu-price) 10%, transparent);
  }
  .product-meta {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 10px;
    margin-top: 4px;
    font-size: 12px;
    color: var(--kefu-muted);
  }
  .stock {
    color: var(--kefu-success);
  }
  .stock-out {
    color: var(--kefu-danger);
  }
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    margin: 8px 0 0;
    padding: 0;
    list-style: none;
  }
  .chips li {
    font-size: 12px;
    padding: 1px 8px;
    border-radius: 999px;
    background: var(--kefu-surface);
    color: var(--kefu-muted);
  }
  .rows {
    margin: 8px 0 0;
    display: grid;
    gap: 4px;
  }
  .rows div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  .rows dt {
    color: var(--kefu-muted);
  }
  .rows dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  .rows .promotion dd {
    color: var(--kefu-price);
  }
  .rows .total {
    border-top: 1px dashed var(--kefu-border);
    padding-top: 6px;
    margin-top: 2px;
    align-items: baseline;
  }
  .rows .total dt {
    color: var(--kefu-text);
    font-weight: 600;
  }
  .table-scroll {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 13px;
  }
  th,
  td {
    padding: 6px 8px;
    text-align: left;
    border-bottom: 1px solid var(--kefu-border);
    vertical-align: top;
  }
  thead th {
    font-weight: 600;
  }
  tbody th {
    font-weight: 400;
    color: var(--kefu-muted);
    white-space: nowrap;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  .pill {
    font-size: 12px;
    font-weight: 500;
    padding: 2px 8px;
    border-radius: 999px;
    background: var(--kefu-accent-soft);
    color: var(--kefu-accent);
    white-space: nowrap;
  }
  .status-cancelled,
  .status-refunded {
    background: var(--kefu-surface-strong);
    color: var(--kefu-muted);
  }
  .items {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .items li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  .timeline {
    list-style: none;
    margin: 10px 0 0;
    padding: 0 0 0 16px;
    border-left: 2px solid var(--kefu-border);
    display: grid;
    gap: 10px;
  }
  .timeline li {
    position: relative;
    display: grid;
  }
  .timeline li::before {
    content: '';
    position: absolute;
    left: -22px;
    top: 6px;
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: var(--kefu-border);
    border: 2px solid var(--kefu-bg);
  }
  .timeline li:first-child::before {
    background: var(--kefu-accent);
  }
  .timeline li:first-child .timeline-text {
    font-weight: 600;
  }
  .ok-badge {
    display: inline-grid;
    place-items: center;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    background: color-mix(in srgb, var(--kefu-success) 14%, transparent);
    color: var(--kefu-success);
  }
  .steps {
    margin: 10px 0 0;
    padding-left: 20px;
    color: var(--kefu-muted);
  }
  .excerpt {
    margin: 4px 0 0;
    color: var(--kefu-muted);
    display: -webkit-box;
    -webkit-line-clamp: 4;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;
