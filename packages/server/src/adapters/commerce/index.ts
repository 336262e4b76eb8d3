export { createDemoCommerce } from './demo-commerce.js';
export { createHttpCommerce } from './http-commerce.js';
export type { HttpCommerceOptions } from './http-commerce.js';
export type { DemoCommerceOptions } from './demo-commerce.js';
export { loadDemoCatalog, resolveLogistics, resolveOrder } from './demo-data.js';
export type { DemoCatalog, DemoCustomer, DemoOrderRecord } from './demo-data.js';
export { matchesQuery, maxRamGb, normalizeName } from './match-products.js';
export { createCommerceBackend } from './create-commerce-backend.js';
