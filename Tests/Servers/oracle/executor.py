#!/usr/bin/env python3
"""A deterministic GraphQL server in one process: the oracle's response generator.

Executes one operation with graphql-core over a schema, with a resolver that invents
the data by type from a seed, and prints one response per seed as a JSON line.

    executor.py --schema S.graphql [--config baton.json] --document TEXT
                --operation NAME [--variables JSON] --seeds 1-20 [--errors PERCENT] [--shuffle]

The data behaves like a real server's, so a normalizing store must read it back as
it came: every value is derived from the identity of the object that holds it
(an entity's type and key, or a plain object's parent and field), never from the
position in the response. An entity seen twice therefore answers the same, while
ids come from a small pool so that entities do repeat. Same input, same bytes.
"""

import argparse
import hashlib
import json
import sys

from graphql import (
    GraphQLEnumType,
    GraphQLList,
    GraphQLNonNull,
    GraphQLObjectType,
    GraphQLScalarType,
    build_schema,
    execute,
    is_abstract_type,
    parse,
    validate,
)

POOL = 3  # entities per type: small, so they repeat within a response
NULL_PERCENT = 15  # nullable positions answered null
MAX_LIST = 6  # lists hold 0 ..< MAX_LIST elements

STRINGS = [
    "", "Rick", "Morty Smith", "\u00e9t\u00e9", "\U0001F600 grin", 'quote " backslash \\',
    "line\nbreak\ttab", "\u0001 control", "\u65e5\u672c\u8a9e", "slash / and <tag>",
]
INTS = [0, 1, -1, 7, 42, -2147483648, 2147483647, 1000]
FLOATS = [0.0, 2.0, -0.5, 3.25, 1e-07, 1e21, -1234.5, 100.0]
CUSTOM = {
    "Decimal": ["12.50", "0", "-3.1415", "1000000.001", "7"],
    "DateTime": ["2021-03-04T05:06:07Z", "1999-12-31T23:59:59Z", "2024-02-29T12:00:00+02:00"],
    "Url": ["https://example.com/a?b=c", "http://localhost:8080/x/y", "https://rick.test/"],
}
JSON_TEXT = ["text", "", "{not json}", "\u00e9"]


class Generator:
    """Invents every value from (seed, identity, field); holds no state between calls."""

    def __init__(self, schema, keys, seed, error_percent=0):
        self.schema = schema
        self.keys = keys
        self.seed = seed
        self.error_percent = error_percent

    def number(self, *parts):
        text = "|".join([str(self.seed)] + [str(p) for p in parts])
        return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")

    def pick(self, options, *parts):
        return options[self.number(*parts) % len(options)]

    def key_fields(self, type_):
        """The fields that name an entity of `type_`, or [] for a plain object."""
        if type_.name in self.keys:
            return self.keys[type_.name]
        return ["id"] if "id" in type_.fields else []

    # Objects -------------------------------------------------------------------------

    def entity(self, type_, keys):
        return {"__typename": type_.name, "__ident": type_.name + json.dumps(keys, sort_keys=True),
                "__keys": keys}

    def pooled_entity(self, type_, slot):
        index = self.number(slot, "#entity") % POOL
        keys = {name: "%s-%s%d" % (type_.name, "" if name == "id" else name + "-", index)
                for name in self.key_fields(type_)}
        return self.entity(type_, keys)

    def object(self, type_, slot, args):
        """An object of a concrete type at `slot`: an entity from the pool, or one the
        arguments name (a lookup answers the entity asked for), or a plain object."""
        keys = self.key_fields(type_)
        if keys and all(isinstance(args.get(k), str) for k in keys):
            return self.entity(type_, {k: args[k] for k in keys})
        if keys:
            return self.pooled_entity(type_, slot)
        return {"__typename": type_.name, "__ident": slot, "__keys": {}}

    def concrete(self, type_, slot, args):
        """The concrete type at an abstract position: the one an id argument's prefix
        names when it names one, else one of the possible types by seed."""
        possible = sorted(self.schema.get_possible_types(type_), key=lambda t: t.name)
        wanted = args.get("id")
        if isinstance(wanted, str):
            for candidate in possible:
                if wanted.startswith(candidate.name + "-"):
                    return candidate
        return self.pick(possible, slot, "#type")

    # Values by type ------------------------------------------------------------------

    def value(self, type_, slot, args, nullable=True):
        if isinstance(type_, GraphQLNonNull):
            return self.value(type_.of_type, slot, args, nullable=False)
        if nullable and self.number(slot, "#null") % 100 < NULL_PERCENT:
            return None
        if isinstance(type_, GraphQLList):
            return self.list(type_.of_type, slot, args)
        if isinstance(type_, GraphQLEnumType):
            return self.pick(sorted(type_.values), slot)
        if isinstance(type_, GraphQLScalarType):
            return self.scalar(type_.name, slot)
        if is_abstract_type(type_):
            type_ = self.concrete(type_, slot, args)
        return self.object(type_, slot, args)

    def list(self, element, slot, args):
        # A lookup by a list of ids answers one element per id, in order.
        ids = args.get("ids")
        if isinstance(ids, list) and isinstance(getattr(element, "of_type", element), GraphQLObjectType):
            return [self.element(element, "%s[%d]" % (slot, i), {"id": x}) for i, x in enumerate(ids)]
        count = self.number(slot, "#length") % MAX_LIST
        return [self.element(element, "%s[%d]" % (slot, i), {}) for i in range(count)]

    def element(self, type_, slot, args):
        return self.value(type_, slot, args)

    def scalar(self, name, slot):
        if name == "String":
            return self.pick(STRINGS, slot)
        if name == "ID":
            return "id-%d" % (self.number(slot) % 100)
        if name == "Int":
            return self.pick(INTS, slot)
        if name == "Float":
            return self.pick(FLOATS, slot)
        if name == "Boolean":
            return self.number(slot) % 2 == 0
        if name in CUSTOM:
            return self.pick(CUSTOM[name], slot)
        if name == "JSON":  # text or a number, kept as its token's text
            return self.pick(JSON_TEXT + [self.number(slot) % 1000], slot, "#json")
        return "%s-%d" % (name, self.number(slot) % 100)

    # The resolver ---------------------------------------------------------------------

    def resolve(self, source, info, **args):
        field = info.parent_type.fields[info.field_name]
        if info.field_name in source["__keys"]:
            return source["__keys"][info.field_name]
        present = {k: v for k, v in args.items() if v is not None}
        slot = "%s.%s(%s)" % (source["__ident"], info.field_name, json.dumps(present, sort_keys=True))
        # A field error, like the value, belongs to the field of this object: an entity
        # met twice fails twice. graphql-core nulls it (or its nullable ancestor).
        if self.number(slot, "#error") % 100 < self.error_percent:
            raise FieldFailure("%s failed (%d)" % (info.field_name, self.number(slot, "#message") % 1000))
        return self.value(field.type, slot, present)


def shuffled(value, generator, path="data"):
    """The same value with every object's members in a seeded order: `__typename` and
    key fields may come after the links that need them, as a reader must allow."""
    if isinstance(value, dict):
        keys = sorted(value, key=lambda k: generator.number(path, k, "#order"))
        return {k: shuffled(value[k], generator, path + "." + k) for k in keys}
    if isinstance(value, list):
        return [shuffled(v, generator, "%s[%d]" % (path, i)) for i, v in enumerate(value)]
    return value


class FieldFailure(Exception):
    """The error a resolver raises on purpose; its message becomes the response's."""


def seeds(text):
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def identity_keys(config_path):
    if not config_path:
        return {}
    with open(config_path, encoding="utf-8") as handle:
        config = json.load(handle)
    return config.get("identity", {}).get("types", {})


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", required=True)
    parser.add_argument("--config")
    parser.add_argument("--document", required=True)
    parser.add_argument("--operation", required=True)
    parser.add_argument("--variables", default="{}")
    parser.add_argument("--seeds", default="1")
    parser.add_argument("--errors", type=int, default=0, help="percent of fields that fail")
    parser.add_argument("--shuffle", action="store_true", help="members of objects in a seeded order")
    options = parser.parse_args()

    with open(options.schema, encoding="utf-8") as handle:
        # The SDL may name client directives (`@semanticNonNull`) a server need not define.
        schema = build_schema(handle.read(), assume_valid_sdl=True)
    document = parse(options.document)
    problems = validate(schema, document)
    if problems:
        sys.exit("invalid document: " + "; ".join(p.message for p in problems))
    keys = identity_keys(options.config)
    variables = json.loads(options.variables)

    for seed in seeds(options.seeds):
        generator = Generator(schema, keys, seed, options.errors)
        root = {"__typename": "root", "__ident": "root", "__keys": {}}
        result = execute(schema, document, root_value=root, variable_values=variables,
                         operation_name=options.operation, field_resolver=generator.resolve,
                         type_resolver=lambda value, _info, _type: value["__typename"])
        response = {"data": shuffled(result.data, generator) if options.shuffle else result.data}
        for error in result.errors or []:
            if not isinstance(error.original_error, FieldFailure):
                sys.exit("seed %d: %s" % (seed, error.message))
            response.setdefault("errors", []).append({"message": error.message, "path": error.path})
        # Odd seeds escape every non-ASCII character, even seeds write it raw.
        print(json.dumps(response, ensure_ascii=seed % 2 == 1, separators=(",", ":")))


if __name__ == "__main__":
    main()
