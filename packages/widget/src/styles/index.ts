export { themeStyles } from './theme.js';
export { baseStyles } from './base.js';
