"""Live routes of the test server: `@defer` over multipart, subscriptions over graphql-sse and
graphql-transport-ws, and connections dropped on command.

Routes (added to server.py's):
  POST /graphql   an operation with an active @defer, asked with `Accept: multipart/mixed`:
                  multipart/mixed; boundary="-" (chunked), its payloads in the 2023 shape, or the
                  2024 shape with `defer_format=2024`. Before each later part it waits
                  `defer_ms` milliseconds, or until `/release?gate=<defer_gate>` (at most 20 s).
  POST /graphql   a subscription: text/event-stream, graphql-sse distinct connections: one
                  `next` event per tick, then `complete` after `count` ticks (never without it).
  GET  /graphql   with `Upgrade: websocket` and the `graphql-transport-ws` subprotocol: that
                  protocol, for subscriptions (one `next` per tick) and for queries.
  GET  /drop?tag=<tag>        cuts every live connection opened with `tag=<tag>` at once
                              (no `complete`, no close frame); answers how many.
  GET  /release?gate=<name>   opens a gate.
  GET  /live                  counts of open live connections by tag (JSON), for tests.

Query-string parameters of the live routes: `tick_ms` (default 1000), `count`, `tag`,
`defer_format`, `defer_ms`, `defer_gate`, and faults: `sse_fault=utf8` (an event that is not
UTF-8), `ws_fault=rsv|opcode|masked|length` (a broken frame after the first subscribe),
`multipart_fault=no_boundary` (a multipart response whose Content-Type names no boundary).

Subscription field `statusChanged(ids:)`: tick n changes the status of the character
ids[(n - 1) % len(ids)] (ids 1 to 20 when none are given) to the next of Alive, Dead,
unknown, counted from its own status, one step per round. The change is the event's own:
the data queries read is never changed, so tests running at the same time see the same data.
"""
import json
import socket
import threading
from urllib.parse import parse_qs

from graphql import OperationType, graphql_sync, parse, validate

import data
import incremental
import websocket

SETUP = {}
LOCK = threading.Lock()
CONNECTIONS = {}  # tag -> set of sockets
GATES = {}
STATUSES = ["Alive", "Dead", "unknown"]


def configure(schema, resolve, root, middleware):
    """server.py hands over its schema, field resolver, root value and fault middleware."""
    SETUP.update(schema=schema, resolve=resolve, root=root, middleware=middleware)


def _gate(name):
    with LOCK:
        return GATES.setdefault(name, threading.Event())


def _register(tag, connection):
    with LOCK:
        CONNECTIONS.setdefault(tag, set()).add(connection)


def _unregister(tag, connection):
    with LOCK:
        CONNECTIONS.get(tag, set()).discard(connection)


def _param(faults, name, default=None, kind=str):
    values = faults.get(name)
    return kind(values[0]) if values else default


# MARK: GET routes

def handle_get(handler, url):
    """Serves /drop, /release, /live and the WebSocket upgrade; False for other paths."""
    query = parse_qs(url.query)
    if url.path == "/drop":
        tag = _param(query, "tag", "")
        with LOCK:
            victims = list(CONNECTIONS.get(tag, ()))
        for connection in victims:
            try:
                connection.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        _text(handler, 200, str(len(victims)))
        return True
    if url.path == "/release":
        _gate(_param(query, "gate", "default")).set()
        _text(handler, 200, "released")
        return True
    if url.path == "/live":
        with LOCK:
            counts = {tag: len(connections) for tag, connections in CONNECTIONS.items()}
        _text(handler, 200, json.dumps(counts), "application/json")
        return True
    if url.path == "/graphql" and handler.headers.get("Upgrade", "").lower() == "websocket":
        _serve_socket(handler, query)
        return True
    return False


def _text(handler, status, body, content_type="text/plain"):
    payload = body.encode("utf-8")
    handler.send_response(status)
    handler.send_header("Content-Type", content_type)
    handler.send_header("Content-Length", str(len(payload)))
    handler.end_headers()
    handler.wfile.write(payload)


# MARK: POST routes

def handle_post(handler, faults, request, query_text):
    """Streams a subscription (SSE) or a deferred operation (multipart); False otherwise."""
    try:
        document = parse(query_text)
    except Exception:  # noqa: BLE001 - a syntax error is answered by the plain route
        return False
    if validate(SETUP["schema"], document):
        return False
    operation = _operation(document, request.get("operationName"))
    if operation is None:
        return False
    variables = request.get("variables") or {}
    if operation.operation == OperationType.SUBSCRIPTION:
        _serve_events(handler, faults, request, query_text, variables)
        return True
    accept = handler.headers.get("Accept") or ""
    if "multipart/mixed" in accept and incremental.has_active_defer(document, variables, SETUP["schema"]):
        _serve_parts(handler, faults, request, document, variables)
        return True
    return False


def _operation(document, name):
    operations = [d for d in document.definitions if getattr(d, "operation", None) is not None]
    for operation in operations:
        if name is None or (operation.name and operation.name.value == name):
            return operation
    return None


class Chunked:
    """Writes an HTTP/1.1 chunked body; False once the client is gone."""

    def __init__(self, handler, content_type):
        self.handler = handler
        handler.send_response(200)
        handler.send_header("Content-Type", content_type)
        handler.send_header("Cache-Control", "no-cache")
        handler.send_header("Transfer-Encoding", "chunked")
        handler.end_headers()
        handler.wfile.flush()

    def write(self, data):
        if not data:
            return True
        try:
            self.handler.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
            self.handler.wfile.flush()
            return True
        except OSError:
            return False

    def end(self):
        try:
            self.handler.wfile.write(b"0\r\n\r\n")
            self.handler.wfile.flush()
        except OSError:
            pass


def _serve_parts(handler, faults, request, document, variables):
    shape = _param(faults, "defer_format", "2023")
    payloads = incremental.responses(
        SETUP["schema"], document, request.get("operationName"), variables, shape,
        root_value=SETUP["root"], field_resolver=SETUP["resolve"],
        middleware=[SETUP["middleware"](faults.get("field_error", []))])
    # multipart_fault=no_boundary: a multipart response that names no boundary.
    no_boundary = faults.get("multipart_fault") == ["no_boundary"]

    def pieces():
        # Each part is followed by the next delimiter at once, so a client can end the part
        # without waiting for the next one; the last delimiter gets the closing `--`.
        yield b"\r\n---"
        for index, payload in enumerate(payloads):
            if index > 0:
                _wait_before_part(faults)
            yield (b"\r\nContent-Type: application/json; charset=utf-8\r\n\r\n"
                   + json.dumps(payload, separators=(",", ":")).encode("utf-8") + b"\r\n---")
        yield b"--\r\n"

    _stream(handler, faults, "multipart/mixed; deferSpec=20220824" if no_boundary
            else 'multipart/mixed; boundary="-"; deferSpec=20220824', pieces())


def _stream(handler, faults, content_type, pieces):
    """Writes `pieces` as a chunked body of `content_type`, the connection registered under
    the request's tag meanwhile; stops when the client goes away."""
    body = Chunked(handler, content_type)
    tag = _param(faults, "tag", "")
    _register(tag, handler.connection)
    try:
        for piece in pieces:
            if not body.write(piece):
                return
        body.end()
    finally:
        _unregister(tag, handler.connection)


def _wait_before_part(faults):
    gate = _param(faults, "defer_gate")
    if gate:
        _gate(gate).wait(20)
    delay = _param(faults, "defer_ms", 0, int)
    if delay:
        threading.Event().wait(delay / 1000)


# MARK: Subscriptions

def _event(request, query_text, variables, tick):
    """The payload of tick `tick` for the subscription in `request`."""
    def status_changed(ids=None, **_):
        ids = ids or [str(i) for i in range(1, 21)]
        character = data.CHARACTERS[ids[(tick - 1) % len(ids)]]
        rounds = (tick - 1) // len(ids) + 1
        changed = dict(character)
        changed["status"] = STATUSES[(STATUSES.index(character["status"]) + rounds) % len(STATUSES)]
        return changed

    def resolve(source, info, **args):
        if source is EVENT_ROOT:
            return status_changed(**args)
        return SETUP["resolve"](source, info, **args)

    result = graphql_sync(SETUP["schema"], query_text, root_value=EVENT_ROOT, variable_values=variables,
                          operation_name=request.get("operationName"), field_resolver=resolve)
    return result.formatted


EVENT_ROOT = object()


def _ticks(faults, stop):
    """Yields tick numbers every `tick_ms` until `count` ticks or `stop` is set."""
    interval = _param(faults, "tick_ms", 1000, int) / 1000
    count = _param(faults, "count", None, int)
    tick = 0
    while count is None or tick < count:
        if stop.wait(interval):
            return
        tick += 1
        yield tick


def _serve_events(handler, faults, request, query_text, variables):
    def pieces():
        for tick in _ticks(faults, threading.Event()):
            if faults.get("sse_fault") == ["utf8"]:
                yield b'event: next\ndata: {"data":{"statusChanged":{"name":"\xc3\x28"}}}\n\n'
            else:
                payload = json.dumps(_event(request, query_text, variables, tick), separators=(",", ":"))
                yield ("event: next\ndata: " + payload + "\n\n").encode("utf-8")
        yield b"event: complete\ndata:\n\n"

    _stream(handler, faults, "text/event-stream", pieces())


BROKEN_FRAMES = {
    "rsv": dict(opcode=0x1, payload=b"{}", first_byte=0xC1),
    "opcode": dict(opcode=0x3, payload=b"{}", first_byte=0x83),
    "masked": dict(opcode=0x1, payload=b'{"type":"pong"}', masked=True),
}


def _serve_socket(handler, faults):
    sock = websocket.accept(handler, "graphql-transport-ws")
    if sock is None:
        return
    tag = _param(faults, "tag", "")
    _register(tag, handler.connection)
    operations = {}
    acknowledged = False
    try:
        while True:
            message = json.loads(sock.receive())
            kind = message.get("type")
            if kind == "connection_init":
                if acknowledged:
                    sock.close(4429, "Too many initialisation requests")
                    return
                acknowledged = True
                sock.send(json.dumps({"type": "connection_ack"}))
            elif kind == "ping":
                sock.send(json.dumps({"type": "pong"}))
            elif kind == "pong":
                pass
            elif kind == "subscribe":
                if not acknowledged:
                    sock.close(4401, "Unauthorized")
                    return
                op_id = message.get("id")
                if op_id in operations:
                    sock.close(4409, f"Subscriber for {op_id} already exists")
                    return
                fault = _param(faults, "ws_fault")
                if fault:
                    _send_broken(sock, fault)
                    continue
                stop = threading.Event()
                operations[op_id] = stop
                threading.Thread(target=_run_operation, daemon=True,
                                 args=(sock, op_id, message.get("payload") or {}, faults, stop, operations)).start()
            elif kind == "complete":
                stop = operations.pop(message.get("id"), None)
                if stop:
                    stop.set()
            else:
                sock.close(4400, "Invalid message")
                return
    except (websocket.Closed, OSError, ValueError):
        pass
    finally:
        for stop in operations.values():
            stop.set()
        _unregister(tag, handler.connection)


def _send_broken(sock, fault):
    if fault == "length":
        # A 64-bit length with its high bit set.
        sock.send_raw(b"\x81\x7f\x80\x00\x00\x00\x00\x00\x00\x02{}")
    else:
        sock.send_frame(**BROKEN_FRAMES[fault])


def _run_operation(sock, op_id, payload, faults, stop, operations):
    query_text = payload.get("query") or ""
    variables = payload.get("variables") or {}
    try:
        document = parse(query_text)
        errors = validate(SETUP["schema"], document)
    except Exception as error:  # noqa: BLE001 - reported to the client as the protocol says
        errors = [error]
        document = None
    if errors:
        sock.send(json.dumps({"id": op_id, "type": "error",
                              "payload": [{"message": getattr(e, "message", str(e))} for e in errors]}))
        operations.pop(op_id, None)
        return
    operation = _operation(document, payload.get("operationName"))
    if operation is not None and operation.operation == OperationType.SUBSCRIPTION:
        for tick in _ticks(faults, stop):
            sock.send(json.dumps({"id": op_id, "type": "next", "payload": _event(payload, query_text, variables, tick)}))
        if stop.is_set():
            return
    else:
        result = graphql_sync(SETUP["schema"], query_text, root_value=SETUP["root"], variable_values=variables,
                              operation_name=payload.get("operationName"), field_resolver=SETUP["resolve"])
        sock.send(json.dumps({"id": op_id, "type": "next", "payload": result.formatted}))
    operations.pop(op_id, None)
    sock.send(json.dumps({"id": op_id, "type": "complete"}))
