"""A minimal RFC 6455 client with the slice of websocket-client's API that python-engineio calls.

Debian's python3-engineio only *recommends* python3-websocket, so a `--no-install-recommends` CI image
has python-socketio without any WebSocket transport. The Socket.IO and Engine.IO protocol handling stays
python-socketio's own; this file only frames bytes. It is used only when `import websocket` fails.
"""
import base64
import os
import socket
import struct
import threading
import urllib.parse


class WebSocketException(Exception):
    pass


class WebSocketTimeoutException(WebSocketException):
    pass


class WebSocketConnectionClosedException(WebSocketException):
    pass


class WebSocket:
    def __init__(self, sock):
        self.sock = sock
        self.buffer = b''
        self.lock = threading.Lock()
        self.connected = True

    def settimeout(self, seconds):
        self.sock.settimeout(seconds)

    def _read(self, count):
        while len(self.buffer) < count:
            try:
                chunk = self.sock.recv(65536)
            except socket.timeout as error:
                raise WebSocketTimeoutException(str(error))
            except OSError as error:
                raise WebSocketConnectionClosedException(str(error))
            if not chunk:
                self.connected = False
                raise WebSocketConnectionClosedException('connection closed')
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _frame(self, opcode, payload):
        header = bytes([0x80 | opcode])
        length = len(payload)
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 65536:
            header += bytes([0x80 | 126]) + struct.pack('!H', length)
        else:
            header += bytes([0x80 | 127]) + struct.pack('!Q', length)
        mask = os.urandom(4)
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        with self.lock:
            if not self.connected:
                raise WebSocketConnectionClosedException('connection closed')
            self.sock.sendall(header + mask + masked)

    def send(self, text):
        self._frame(0x1, text.encode('utf-8') if isinstance(text, str) else text)

    def send_binary(self, data):
        self._frame(0x2, data)

    def recv(self):
        message, message_opcode = b'', None
        while True:
            first, second = self._read(2)
            fin, opcode, length = first & 0x80, first & 0x0F, second & 0x7F
            if length == 126:
                length = struct.unpack('!H', self._read(2))[0]
            elif length == 127:
                length = struct.unpack('!Q', self._read(8))[0]
            payload = self._read(length) if length else b''
            if opcode == 0x8:
                self.connected = False
                raise WebSocketConnectionClosedException('closed by the server')
            if opcode == 0x9:
                self._frame(0xA, payload)
                continue
            if opcode == 0xA:
                continue
            if opcode != 0x0:
                message_opcode = opcode
            message += payload
            if fin:
                return message.decode('utf-8') if message_opcode == 0x1 else message

    def close(self):
        try:
            self._frame(0x8, b'')
        except Exception:
            pass
        self.connected = False
        try:
            self.sock.close()
        except OSError:
            pass


def create_connection(url, header=None, cookie=None, timeout=None, **_options):
    parsed = urllib.parse.urlparse(url)
    if parsed.scheme != 'ws':
        raise WebSocketException('this shim speaks plain ws:// only')
    port = parsed.port or 80
    try:
        sock = socket.create_connection((parsed.hostname, port), timeout=timeout)
    except OSError as error:
        raise WebSocketException(str(error))
    key = base64.b64encode(os.urandom(16)).decode()
    path = parsed.path + ('?' + parsed.query if parsed.query else '')
    lines = [f'GET {path} HTTP/1.1', f'Host: {parsed.hostname}:{port}', 'Upgrade: websocket', 'Connection: Upgrade',
             f'Sec-WebSocket-Key: {key}', 'Sec-WebSocket-Version: 13']
    headers = header.items() if isinstance(header, dict) else [tuple(line.split(': ', 1)) for line in (header or [])]
    lines += [f'{name}: {value}' for name, value in headers]
    if cookie:
        lines.append(f'Cookie: {cookie}')
    sock.sendall(('\r\n'.join(lines) + '\r\n\r\n').encode())
    response = b''
    while b'\r\n\r\n' not in response:
        chunk = sock.recv(4096)
        if not chunk:
            raise WebSocketException('handshake: connection closed')
        response += chunk
    head, rest = response.split(b'\r\n\r\n', 1)
    if b' 101 ' not in head.split(b'\r\n', 1)[0]:
        raise WebSocketException('handshake refused: ' + head.split(b'\r\n', 1)[0].decode(errors='replace'))
    ws = WebSocket(sock)
    ws.buffer = rest
    return ws
