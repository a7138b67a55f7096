#!/usr/bin/env python3
"""Answers every POST on 127.0.0.1 with one file's bytes as application/json: the local
server BatonBenchmarks fetches the fixture from (relaunch-to-first-frame's baseline).

Prints `listening on 127.0.0.1:<port>` once ready; exits when its standard input closes
(the benchmark process ended), so it never outlives the run.
"""
import argparse
import http.server
import os
import sys
import threading


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--file", required=True)
    parser.add_argument("--port", type=int, default=0)
    options = parser.parse_args()
    with open(options.file, "rb") as handle:
        body = handle.read()

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        # Python's server adds about 40 ms per request with Nagle's algorithm on.
        disable_nagle_algorithm = True

        def do_POST(self):
            length = int(self.headers.get("Content-Length", "0"))
            self.rfile.read(length)
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", options.port), Handler)
    threading.Thread(target=lambda: (sys.stdin.read(), os._exit(0)), daemon=True).start()
    print(f"listening on 127.0.0.1:{server.server_address[1]}", flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
