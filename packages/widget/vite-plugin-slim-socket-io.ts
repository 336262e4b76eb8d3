import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

interface Stub {
  /** The package whose module is replaced. */
  dependency: string;
  /** The relative import, as that package writes it. */
  module: RegExp;
  /** The replacement's source, given the importing module's directory. */
  code: (dir: string) => string;
}

// Modules of socket.io-client's dependencies the script tag never runs, or runs in a smaller form.
const STUBS: Stub[] = [
  // The socket controller asks for ['websocket', 'polling'] only: WebTransport is never opened.
  { dependency: 'engine.io-client', module: /^\.\/webtransport\.js$/, code: () => 'export const WT = undefined;' },
  // HTTP long-polling over fetch() (engine.io-client's own Fetch transport) instead of XMLHttpRequest.
  // (Its module probes XMLHttpRequest as it loads, so every import of it goes, the package index's included.)
  {
    dependency: 'engine.io-client',
    module: /^\.\/(transports\/)?polling-xhr(\.node)?\.js$/,
    code: (dir) => `export { Fetch as XHR } from ${JSON.stringify(join(dir.replace(/\/transports$/, ''), 'transports/polling-fetch.js'))};`,
  },
  // The URL fields socket.io-client and engine.io-client read, for the absolute URL the widget passes, without
  // the general RFC 3986 parser (same fields, same raw query keys, IPv6 hosts unbracketed).
  {
    dependency: 'engine.io-client',
    module: /^\.\/contrib\/parseuri\.js$/,
    code: () => `const URI = /^(?:(\\w+):\\/\\/)?(?:[^@/?#]*@)?(\\[[^\\]]*\\]|[^:/?#]*)(?::(\\d*))?([^?#]*)(?:\\?([^#]*))?/;
export function parse(source) {
  if (source.length > 8000) throw 'URI too long';
  const [, protocol = '', host = '', port = '', path = '', query = ''] = URI.exec(source);
  const queryKey = {};
  query.replace(/(?:^|&)([^&=]*)=?([^&]*)/g, (_, key, value) => {
    if (key) queryKey[key] = value;
  });
  const ipv6uri = host.startsWith('[');
  return { source, protocol, host: ipv6uri ? host.slice(1, -1) : host, port, path, query, queryKey, ...(ipv6uri ? { ipv6uri } : {}) };
}`,
  },
  // Kefu's protocol is JSON only (every payload is a zod schema of plain values): no binary attachments to
  // split out of a packet or put back into one, no base64-encoded binary packets to decode.
  {
    dependency: 'socket.io-parser',
    module: /^\.\/binary\.js$/,
    code: () => 'export const deconstructPacket = (packet) => ({ packet, buffers: [] });\nexport const reconstructPacket = (packet) => packet;',
  },
  { dependency: 'socket.io-parser', module: /^\.\/is-binary\.js$/, code: () => 'export const isBinary = () => false;\nexport const hasBinary = () => false;' },
  { dependency: 'engine.io-parser', module: /^\.\/contrib\/base64-arraybuffer\.js$/, code: () => "export const decode = () => {\n  throw new Error('Kefu sends no binary packets');\n};" },
];

const PREFIX = '\0kefu-stub:';

/**
 * Slims socket.io-client in the script-tag build: no WebTransport, no binary packets, long-polling over fetch().
 * WebSocket first with the HTTP long-polling fallback, upgrades and reconnection stay as they are.
 */
export function slimSocketIo(): Plugin {
  return {
    name: 'kefu-slim-socket-io',
    enforce: 'pre',
    resolveId(source, importer) {
      const index = STUBS.findIndex((stub) => stub.module.test(source) && importer?.includes(`/${stub.dependency}/`));
      return index === -1 || !importer ? undefined : `${PREFIX}${index}:${dirname(importer)}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const [index, dir] = [Number(id.slice(PREFIX.length, id.indexOf(':', PREFIX.length))), id.slice(id.indexOf(':', PREFIX.length) + 1)];
      return STUBS[index]?.code(dir);
    },
  };
}
