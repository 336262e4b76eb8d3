/** Imports the attach chunk (its own file in the build). */
export const loadAttach = () => import('./attach-elements.js');
