/**
 * Every part of the children a page can style as `kefu-chat::part(name)`: each element passes these up with
 * `exportparts` (a name an element does not have is ignored), so parts nested two shadow roots deep are reachable.
 */
export const EXPORTED_PARTS = 'header,banner,strip,log,bubble,card,prompt,rating,indicator,composer,input,send,badge';
