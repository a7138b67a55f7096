#!/usr/bin/env python3
"""A small HTTP server for the URLSessionTransport tests (stdlib only).

Binds 127.0.0.1 on a port the system picks and prints that port as its first stdout line.
It exits when its stdin closes (the test process ended) or after ten minutes, so it never
outlives a crashed test.

Routes (any method; bodies of POSTs are read first):
  /echo                 200 JSON {"method", "path", "body", "headers": {lowercased: value}}
  /seen                 200 JSON {"authorizations": [...], "cookies": [...]} seen so far
  /status/<code>        <code> text/plain "status <code>"
  /request-error/<code> <code> application/graphql-response+json, errors and "data": null
  /request-error-absent/<code>  same with no data member
  /data-and-errors/<code>       <code> application/graphql-response+json, data and errors
  /json-errors/<code>   <code> application/json, errors and null data
  /set-cookie           200 JSON, Set-Cookie: session=secret; Path=/
  /multipart            multipart/mixed, boundary "-", two parts, sent in 7-byte chunks
  /multipart-gated      part one and the next delimiter, then waits for /release?gate=<name>
                        before part two's headers and body (a cut response after 20 s)
  /multipart-cut        part one, then the connection closes before the closing boundary
  /sse                  text/event-stream: a comment, two `next` events, then `complete`
  /sse-gated            one `next`, waits for /release?gate=<name>, one `next`, `complete`
                        (a cut stream after 20 s)
  /sse-cut              one `next`, then the connection closes without `complete`
  /slow                 waits up to 30 s (or until /release?gate=<name>) then answers
  /release?gate=<name>  opens a gate
Gated routes take their gate name from the `gate` query item (default "default").
"""
import json
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

LOCK = threading.Lock()
SEEN = {"authorizations": [], "cookies": []}
GATES = {}


def gate(name):
    with LOCK:
        return GATES.setdefault(name, threading.Event())


PART_ONE = b'{"data":{"a":1},"hasNext":true}'
PART_TWO = b'{"incremental":[{"data":{"b":2},"path":[]}],"hasNext":false}'


def multipart_head(body):
    return (b"preamble to ignore\r\n---\r\nContent-Type: application/json; charset=utf-8\r\n\r\n"
            + body)


def multipart_next(body):
    return b"\r\n---\r\nContent-Type: application/json; charset=utf-8\r\n\r\n" + body


MULTIPART_END = b"\r\n-----\r\nepilogue to ignore"


class Handler(BaseHTTPRequestHandler):
    disable_nagle_algorithm = True
    protocol_version = "HTTP/1.0"

    def log_message(self, *args):
        pass

    def do_GET(self):
        self.route(b"")

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        self.route(self.rfile.read(length))

    def route(self, body):
        url = urlparse(self.path)
        query = parse_qs(url.query)
        gate_name = query.get("gate", ["default"])[0]
        parts = [p for p in url.path.split("/") if p]
        with LOCK:
            SEEN["authorizations"].append(self.headers.get("Authorization"))
            SEEN["cookies"].append(self.headers.get("Cookie"))
        name = parts[0] if parts else ""
        code = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 200
        try:
            self.dispatch(name, code, body, url, gate_name)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def dispatch(self, name, code, body, url, gate_name):
        if name == "echo":
            headers = {k.lower(): v for k, v in self.headers.items()}
            self.answer(200, "application/json", json.dumps({
                "method": self.command, "path": url.path,
                "body": body.decode("utf-8", "replace"), "headers": headers}).encode())
        elif name == "seen":
            with LOCK:
                self.answer(200, "application/json", json.dumps(SEEN).encode())
        elif name == "status":
            self.answer(code, "text/plain", b"status %d" % code)
        elif name == "request-error":
            self.answer(code, "application/graphql-response+json",
                        b'{"errors":[{"message":"refused"}],"data":null}')
        elif name == "request-error-absent":
            self.answer(code, "application/graphql-response+json; charset=utf-8",
                        b'{"errors":[{"message":"refused"}]}')
        elif name == "data-and-errors":
            self.answer(code, "application/graphql-response+json",
                        b'{"errors":[{"message":"partial"}],"data":{"a":1}}')
        elif name == "json-errors":
            self.answer(code, "application/json", b'{"errors":[{"message":"refused"}],"data":null}')
        elif name == "set-cookie":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Set-Cookie", "session=secret; Path=/")
            self.send_header("Content-Length", "2")
            self.end_headers()
            self.wfile.write(b"{}")
        elif name.startswith("multipart"):
            self.multipart(name, gate_name)
        elif name.startswith("sse"):
            self.sse(name, gate_name)
        elif name == "slow":
            gate(gate_name).wait(30)
            self.answer(200, "application/json", b'{"data":{"slow":true}}')
        elif name == "release":
            gate(gate_name).set()
            self.answer(200, "text/plain", b"released")
        else:
            self.answer(404, "text/plain", b"no route")

    def answer(self, code, content_type, body):
        self.send_response(code)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def stream_head(self, content_type):
        # HTTP/1.0 without a length: the body ends when the connection closes.
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.end_headers()

    def send_chunked(self, data, size=7):
        for start in range(0, len(data), size):
            self.wfile.write(data[start:start + size])
            self.wfile.flush()
            time.sleep(0.002)

    def multipart(self, name, gate_name):
        self.stream_head('multipart/mixed; boundary="-"; deferSpec=20220824')
        self.send_chunked(multipart_head(PART_ONE))
        if name == "multipart-cut":
            self.send_chunked(b"\r\n---\r\nContent-Type: application/json\r\n\r\n{\"partial\"")
            return
        if name == "multipart-gated":
            # The delimiter that ends part one must be sent for the client to see it.
            self.send_chunked(b"\r\n---")
            if not gate(gate_name).wait(20):
                return  # Never released: cut the response so the waiting test fails.
            self.send_chunked(b"\r\nContent-Type: application/json; charset=utf-8\r\n\r\n" + PART_TWO)
        else:
            self.send_chunked(multipart_next(PART_TWO))
        self.send_chunked(MULTIPART_END)

    def sse(self, name, gate_name):
        self.stream_head("text/event-stream")
        self.send_chunked(b": keep-alive\n\nevent: next\ndata: {\"data\":{\"n\":1}}\n\n")
        if name == "sse-cut":
            return
        if name == "sse-gated" and not gate(gate_name).wait(20):
            return  # Never released: cut the stream so the waiting test fails.
        self.send_chunked(b"event: next\r\ndata: {\"data\":\r\ndata: {\"n\":2}}\r\n\r\n")
        self.send_chunked(b"event: complete\ndata:\n\n")
        # A compliant client closes on `complete`; stay open a moment to prove it does.
        gate(gate_name + "-after-complete").wait(2)


def watch_stdin():
    sys.stdin.read()
    import os
    os._exit(0)


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    threading.Thread(target=watch_stdin, daemon=True).start()
    threading.Timer(600, lambda: __import__("os")._exit(0)).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
