"""A GraphQL server for Baton's tests: the Rick and Morty schema over deterministic data.

Run: python3 server.py [--port 0] [--persisted persisted.json]
It prints `listening on 127.0.0.1:<port>` once it accepts requests, and serves
  POST /graphql   {"operationName", "query" | "documentId", "variables"}
  GET  /health    200 "ok"
Faults are asked for per request, in the URL's query string, so tests running at the same
time do not disturb each other:
  status=<code>           answer with that HTTP status and a plain body
  request_error=1         answer {"data": null, "errors": [...]} (a request error)
  field_error=<path>      the field at that response path (e.g. characters.results.0.name)
                          fails with an error; repeat the parameter for several paths
  delay_ms=<n>            wait before answering (a slow server)
  media=graphql-response  answer with Content-Type application/graphql-response+json
Live data (@defer over multipart, subscriptions over graphql-sse and graphql-transport-ws,
connections dropped on command) is served by live.py; its docstring lists those routes.
"""
import argparse
import json
import os
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

from graphql import GraphQLError, build_schema, graphql_sync

import data
import lists
import live

HERE = os.path.dirname(os.path.abspath(__file__))
# The example app's schema is the one schema of this API in the repository: the server
# serves exactly what the example and the end-to-end tests compile against.
SCHEMA_PATH = os.path.join(HERE, "..", "..", "..", "Examples", "RickAndMorty", "schema.graphql")
with open(SCHEMA_PATH, encoding="utf-8") as handle:
    SCHEMA = build_schema(handle.read())


def _page(page):
    page = page or 1
    ids = sorted(data.CHARACTERS, key=int)
    pages = (len(ids) + data.PAGE_SIZE - 1) // data.PAGE_SIZE
    if page < 1 or page > pages:
        return {"info": {"count": len(ids), "pages": pages, "next": None, "prev": None}, "results": []}
    chunk = ids[(page - 1) * data.PAGE_SIZE: page * data.PAGE_SIZE]
    return {
        "info": {"count": len(ids), "pages": pages, "next": page + 1 if page < pages else None,
                 "prev": page - 1 if page > 1 else None},
        "results": [data.CHARACTERS[i] for i in chunk],
    }


class Root:
    """Resolvers for the root fields; nested objects are plain dicts with ids to follow."""

    @staticmethod
    def characters(_info, page=None):
        return _page(page)

    @staticmethod
    def character(_info, id):
        return data.CHARACTERS.get(id)

    @staticmethod
    def charactersByIds(_info, ids):
        return [data.CHARACTERS.get(i) for i in ids]

    @staticmethod
    def episode(_info, id):
        return data.EPISODES.get(id)

    @staticmethod
    def location(_info, id):
        return data.LOCATIONS.get(id)


_LINKS = {
    "origin": data.LOCATIONS, "location": data.LOCATIONS,
}
_LISTS = {
    "episode": data.EPISODES, "residents": data.CHARACTERS, "characters": data.CHARACTERS,
}


def _resolve(source, info, **args):
    """Default resolver: follows ids to objects, calls root resolvers."""
    name = info.field_name
    own = lists.RESOLVERS.get((info.parent_type.name, name))
    if own is not None:
        return own(source, info, **args)
    if source is Root:
        return getattr(Root, name)(info, **args)
    value = source.get(name) if isinstance(source, dict) else None
    if info.parent_type.name != "Characters" and name in _LINKS:
        return _LINKS[name].get(value) if value else None
    if info.parent_type.name != "Characters" and name in _LISTS and isinstance(value, list):
        return [_LISTS[name][i] for i in value]
    return value


def _path_text(path):
    keys = []
    while path is not None:
        keys.append(str(path.key))
        path = path.prev
    return ".".join(reversed(keys))


class FieldErrors:
    """Middleware that fails the fields whose response path a test named."""

    def __init__(self, paths):
        self.paths = set(paths)

    def resolve(self, next_, source, info, **args):
        if _path_text(info.path) in self.paths:
            raise GraphQLError(f"injected error at {_path_text(info.path)}")
        return next_(source, info, **args)


class Handler(BaseHTTPRequestHandler):
    disable_nagle_algorithm = True
    protocol_version = "HTTP/1.1"
    persisted = {}

    def log_message(self, *args):  # quiet: tests read stdout for the port only
        pass

    def _send(self, status, body, content_type="application/json"):
        payload = body.encode("utf-8") if isinstance(body, str) else body
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def do_GET(self):
        if live.handle_get(self, urlparse(self.path)):
            return
        if urlparse(self.path).path == "/health":
            self._send(200, "ok", "text/plain")
        else:
            self._send(404, "not found", "text/plain")

    def do_POST(self):
        url = urlparse(self.path)
        faults = parse_qs(url.query)
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        if url.path != "/graphql":
            self._send(404, "not found", "text/plain")
            return
        if "delay_ms" in faults:
            time.sleep(int(faults["delay_ms"][0]) / 1000)
        if "status" in faults:
            self._send(int(faults["status"][0]), "injected failure", "text/plain")
            return
        media = "application/graphql-response+json" if faults.get("media") == ["graphql-response"] else "application/json"
        if "request_error" in faults:
            self._send(200, json.dumps({"data": None, "errors": [{"message": "injected request error"}]}), media)
            return
        try:
            request = json.loads(raw)
        except ValueError:
            self._send(400, json.dumps({"errors": [{"message": "body is not JSON"}]}), media)
            return
        query = request.get("query") or self.persisted.get(request.get("documentId") or "")
        if not query:
            self._send(400, json.dumps({"errors": [{"message": "no query or known documentId"}]}), media)
            return
        if live.handle_post(self, faults, request, query):
            return
        result = graphql_sync(
            SCHEMA, query, root_value=Root, variable_values=request.get("variables"),
            operation_name=request.get("operationName"), field_resolver=_resolve,
            middleware=[FieldErrors(faults.get("field_error", []))],
        )
        self._send(200, json.dumps(result.formatted, separators=(",", ":")), media)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--persisted", help="a JSON map from document id to text")
    args = parser.parse_args()
    if args.persisted:
        with open(args.persisted, encoding="utf-8") as handle:
            Handler.persisted = json.load(handle)
    live.configure(SCHEMA, _resolve, Root, FieldErrors)
    # Tests open many connections at once (and hold live ones open): a deep accept queue.
    ThreadingHTTPServer.request_queue_size = 128
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    print(f"listening on 127.0.0.1:{server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    sys.exit(main())
