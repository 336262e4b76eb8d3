import type { Plugin } from 'vite';

// Modules of socket.io-client's dependencies the script tag never runs, with what replaces them.
const STUBS: Array<{ dependency: string; module: string; code: string }> = [
  // The socket controller asks for ['websocket', 'polling'] only: WebTransport is never opened.
  { dependency: 'engine.io-client', module: './webtransport.js', code: 'export const WT = undefined;' },
  // Kefu's protocol is JSON only (every payload is a zod schema of plain values): no binary attachments to
  // split out of a packet or put back into one.
  { dependency: 'socket.io-parser', module: './binary.js', code: 'export const deconstructPacket = (packet) => ({ packet, buffers: [] });\nexport const reconstructPacket = (packet) => packet;' },
  { dependency: 'engine.io-parser', module: './contrib/base64-arraybuffer.js', code: "export const decode = () => {\n  throw new Error('Kefu sends no binary packets');\n};" },
  { dependency: 'socket.io-parser', module: './is-binary.js', code: 'export const isBinary = () => false;\nexport const hasBinary = () => false;' },
];

/**
 * Replaces the parts of socket.io-client that Kefu never uses (WebTransport, binary packets) with stubs in the
 * script-tag build; WebSocket with HTTP long-polling fallback and upgrade stay exactly as they are.
 */
export function slimSocketIo(): Plugin {
  return {
    name: 'kefu-slim-socket-io',
    enforce: 'pre',
    resolveId(source, importer) {
      const index = STUBS.findIndex((stub) => stub.module === source && importer?.includes(`/${stub.dependency}/`));
      return index === -1 ? undefined : `\0kefu-stub:${index}`;
    },
    load(id) {
      return id.startsWith('\0kefu-stub:') ? STUBS[Number(id.slice('\0kefu-stub:'.length))]?.code : undefined;
    },
  };
}
