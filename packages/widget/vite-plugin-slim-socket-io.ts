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
  {
    dependency: 'engine.io-parser',
    module: /^\.\/contrib\/base64-arraybuffer\.js$/,
    code: () => "export const decode = () => {\n  throw new Error('Kefu sends no binary packets');\n};",
  },
];

interface Cut {
  /** The package whose module loses members. */
  dependency: string;
  /** The module's path inside the package. */
  module: RegExp;
  /** Class members (methods, or getters written `get name`) never called in the script tag. */
  members: string[];
  /** Texts replaced by shorter ones: error messages the widget never reads. */
  texts?: Array<[from: string, to: string]>;
}

const V2_SERVER_MESSAGE =
  'It seems you are trying to reach a Socket.IO server in v2.x with a v3.x client, but they are not compatible (more information here: https://socket.io/docs/v3/migrating-from-2-x-to-3-0/)';

// Members of socket.io-client's classes the widget never reaches: its Socket API beyond emit/on/timeout, and
// engine.io's upgrade probe (the socket controller connects with `upgrade: false`).
const CUTS: Cut[] = [
  {
    dependency: 'socket.io-client',
    module: /\/build\/esm\/socket\.js$/,
    members: [
      'emitWithAck',
      'compress',
      'get volatile',
      'onAny',
      'prependAny',
      'offAny',
      'listenersAny',
      'onAnyOutgoing',
      'prependAnyOutgoing',
      'offAnyOutgoing',
      'listenersAnyOutgoing',
    ],
    // The socket controller treats every connect_error alike and never reads its message; the error still fires.
    texts: [[V2_SERVER_MESSAGE, 'Socket.IO v2 server']],
  },
  { dependency: 'engine.io-client', module: /\/build\/esm\/socket\.js$/, members: ['_probe'] },
  // Lit's advice to a developer who misuses css``: the widget's styles are fixed at build time, so it is never
  // shown; the errors still throw, naming the value.
  {
    dependency: '@lit/reactive-element',
    module: /\/css-tag\.js$/,
    members: [],
    texts: [
      ['"CSSResult is not constructable. Use `unsafeCSS` or `css` instead."', '"CSSResult is not constructable"'],
      [`". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security."`, '""'],
    ],
  },
];

const PREFIX = '\0kefu-stub:';

/**
 * Slims socket.io-client in the script-tag build: no WebTransport, no binary packets, long-polling over fetch(),
 * no upgrade probe from long-polling to WebSocket, none of the Socket API the widget does not call, and short forms
 * of error messages nobody reads (socket.io-client's and Lit's).
 * WebSocket first with the HTTP long-polling fallback, and reconnection, stay as they are.
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
    transform(code, id) {
      const cut = CUTS.find((candidate) => id.includes(`/${candidate.dependency}/`) && candidate.module.test(id));
      return cut ? { code: replaceTexts(removeMembers(code, cut.members, id), cut.texts ?? [], id), map: null } : undefined;
    },
  };
}

/**
 * Removes class members by name from a module's source. A member that is not found fails the build: after an
 * upgrade of socket.io-client the list must be checked again, never silently go stale.
 */
export function removeMembers(code: string, members: string[], id = 'module'): string {
  let out = code;
  for (const member of members) {
    const start = new RegExp(`\\n[ \\t]+${member.replace(' ', ' +')}\\(`).exec(out);
    if (!start) throw new Error(`kefu-slim-socket-io: no member "${member}" in ${id}`);
    const end = closingBrace(out, out.indexOf('{', start.index + start[0].length));
    out = out.slice(0, start.index) + out.slice(end + 1);
  }
  return out;
}

/** Replaces each text once; a text that is not found fails the build, like a missing member. */
export function replaceTexts(code: string, texts: Array<[from: string, to: string]>, id = 'module'): string {
  let out = code;
  for (const [from, to] of texts) {
    if (!out.includes(from)) throw new Error(`kefu-slim-socket-io: no text "${from.slice(0, 40)}…" in ${id}`);
    out = out.replace(from, () => to);
  }
  return out;
}

/** The index of the `}` that closes the block opened at `open`, skipping strings, templates and comments. */
function closingBrace(code: string, open: number): number {
  let depth = 0;
  for (let index = open; index < code.length; index += 1) {
    const char = code[index];
    if (char === '"' || char === "'" || char === '`') {
      for (index += 1; index < code.length && code[index] !== char; index += 1) if (code[index] === '\\') index += 1;
    } else if (char === '/' && code[index + 1] === '/') {
      index = code.indexOf('\n', index);
    } else if (char === '/' && code[index + 1] === '*') {
      index = code.indexOf('*/', index) + 1;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}' && --depth === 0) {
      return index;
    }
  }
  throw new Error('kefu-slim-socket-io: unbalanced braces');
}
