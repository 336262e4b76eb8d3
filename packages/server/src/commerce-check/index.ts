export * from './check-failure.js';
export { runCommerceCheck, type CommerceCheckOptions } from './run-commerce-check.js';
export { formatCheckReport } from './format-report.js';
