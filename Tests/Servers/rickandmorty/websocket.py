"""A small RFC 6455 WebSocket server side (stdlib only), for the graphql-transport-ws route.

`accept(handler, protocol)` answers an upgrade request on a BaseHTTPRequestHandler and returns
a `Socket` that reads the client's (masked) messages and writes unmasked frames. Frames that
break the protocol on purpose (reserved bits, unknown opcodes, masked server frames, bad
lengths) can be written for the client's tests.
"""
import base64
import hashlib
import struct
import threading

GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


class Closed(Exception):
    """The connection ended: the peer's close frame (code, reason) or the socket's end."""

    def __init__(self, code=1006, reason=""):
        super().__init__(f"closed {code} {reason}")
        self.code = code
        self.reason = reason


def accept_key(key):
    return base64.b64encode(hashlib.sha1((key + GUID).encode()).digest()).decode()


def accept(handler, protocol):
    """Answers the upgrade with 101 and `protocol` when the client asked for it; returns a
    Socket, or None after answering 400 to a request that is not a usable upgrade."""
    key = handler.headers.get("Sec-WebSocket-Key")
    asked = [p.strip() for p in (handler.headers.get("Sec-WebSocket-Protocol") or "").split(",") if p.strip()]
    if not key or handler.headers.get("Upgrade", "").lower() != "websocket" or protocol not in asked:
        body = b"not a graphql-transport-ws upgrade"
        handler.send_response(400)
        handler.send_header("Content-Type", "text/plain")
        handler.send_header("Content-Length", str(len(body)))
        handler.end_headers()
        handler.wfile.write(body)
        return None
    handler.send_response(101, "Switching Protocols")
    handler.send_header("Upgrade", "websocket")
    handler.send_header("Connection", "Upgrade")
    handler.send_header("Sec-WebSocket-Accept", accept_key(key))
    handler.send_header("Sec-WebSocket-Protocol", protocol)
    handler.end_headers()
    handler.wfile.flush()
    handler.close_connection = True
    return Socket(handler.rfile, handler.wfile, handler.connection)


class Socket:
    def __init__(self, reader, writer, connection):
        self.reader = reader
        self.writer = writer
        self.connection = connection
        self.lock = threading.Lock()
        self.closed = False

    def _read_exactly(self, count):
        data = b""
        while len(data) < count:
            chunk = self.reader.read(count - len(data))
            if not chunk:
                raise Closed()
            data += chunk
        return data

    def receive(self):
        """The next text message (pings answered, fragments joined); raises Closed at the end."""
        parts = []
        while True:
            first, second = self._read_exactly(2)
            opcode = first & 0x0F
            length = second & 0x7F
            if length == 126:
                length = struct.unpack("!H", self._read_exactly(2))[0]
            elif length == 127:
                length = struct.unpack("!Q", self._read_exactly(8))[0]
            if not second & 0x80:
                self.close(1002, "client frames must be masked")
                raise Closed(1002, "unmasked client frame")
            mask = self._read_exactly(4)
            payload = bytes(b ^ mask[i % 4] for i, b in enumerate(self._read_exactly(length)))
            if opcode == 0x8:
                code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
                self.close(code if code != 1005 else 1000, "")
                raise Closed(code, payload[2:].decode("utf-8", "replace"))
            if opcode == 0x9:
                self.send_frame(0xA, payload)
                continue
            if opcode == 0xA:
                continue
            parts.append(payload)
            if first & 0x80:
                return b"".join(parts).decode("utf-8")

    def send_frame(self, opcode, payload, first_byte=None, masked=False):
        """Writes one frame; `first_byte` and `masked` write broken frames on purpose."""
        header = bytearray([first_byte if first_byte is not None else 0x80 | opcode])
        mask_bit = 0x80 if masked else 0
        if len(payload) < 126:
            header.append(mask_bit | len(payload))
        elif len(payload) < 65536:
            header.append(mask_bit | 126)
            header += struct.pack("!H", len(payload))
        else:
            header.append(mask_bit | 127)
            header += struct.pack("!Q", len(payload))
        if masked:
            header += b"\x01\x02\x03\x04"
            payload = bytes(b ^ (1, 2, 3, 4)[i % 4] for i, b in enumerate(payload))
        self.send_raw(bytes(header) + payload)

    def send_raw(self, data):
        with self.lock:
            if self.closed:
                return
            try:
                self.writer.write(data)
                self.writer.flush()
            except OSError:
                self.closed = True

    def send(self, text):
        self.send_frame(0x1, text.encode("utf-8"))

    def close(self, code=1000, reason=""):
        self.send_frame(0x8, struct.pack("!H", code) + reason.encode("utf-8"))
        with self.lock:
            self.closed = True
