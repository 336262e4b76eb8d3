export { attachDemoApi } from './demo-api.js';
export type { DemoApiOptions } from './demo-api.js';
export { loadDemoCustomers } from './demo-customers.js';
export type { DemoCustomer } from './demo-customers.js';
export { mintIdentityToken } from './mint-identity-token.js';
export type { IdentityClaims } from './mint-identity-token.js';
export { demoSite } from './demo-site.js';
export { requestLocale } from './request-locale.js';
