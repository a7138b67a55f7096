"""`@defer` for a server whose executor has none (graphql-core 3.2).

The operation is executed whole, with a hidden `__typename` alias in every selection set; the
result is then split along the document: the first payload holds what no active `@defer`
covers, and each deferred fragment becomes a later payload at the path of the object it
spreads on (nested deferred fragments after their parents). Two shapes:

  2023 (deferSpec=20220824):  {"data":…,"hasNext":true}, then
                              {"incremental":[{"data":…,"path":[…],"label":…}],"hasNext":…}
  2024 (graphql-js 17):       {"data":…,"pending":[{"id","path","label"}],"hasNext":true}, then
                              {"incremental":[{"id":…,"data":…}],"completed":[{"id":…}],
                               "pending":[…nested],"hasNext":…}
                              where a part's data leaves out the fields already sent at its object.

Errors go with the part whose fields they are under, else with the first payload.
"""
import copy

from graphql import (FieldNode, FragmentDefinitionNode, FragmentSpreadNode, GraphQLIncludeDirective,
                     GraphQLSkipDirective, InlineFragmentNode, NameNode, OperationDefinitionNode,
                     execute, is_abstract_type)
from graphql.execution.values import get_directive_values

TYPENAME = "bTypename__"


class Part:
    def __init__(self, label, path, selections, type_name):
        self.label = label
        self.path = path
        self.selections = selections
        self.type_name = type_name
        self.id = None


def has_active_defer(document, variables, schema):
    defer = schema.get_directive("defer")
    if defer is None:
        return False
    found = []

    def visit(node):
        if isinstance(node, (InlineFragmentNode, FragmentSpreadNode)) and _deferred(node, defer, variables) is not None:
            found.append(node)
        selection_set = getattr(node, "selection_set", None)
        if selection_set:
            for child in selection_set.selections:
                visit(child)

    for definition in document.definitions:
        visit(definition)
    return bool(found)


def _deferred(node, defer, variables):
    """The label ("" when none) of an active @defer on `node`, else None."""
    for directive in node.directives or ():
        if directive.name.value == "defer":
            values = get_directive_values(defer, node, variables) or {}
            if values.get("if", True) is False:
                return None
            return values.get("label") or ""
    return None


def _with_typenames(document):
    tagged = copy.deepcopy(document)

    def visit(node):
        selection_set = getattr(node, "selection_set", None)
        if selection_set is None:
            return
        extra = FieldNode(alias=NameNode(value=TYPENAME), name=NameNode(value="__typename"),
                          arguments=(), directives=(), selection_set=None)
        selection_set.selections = tuple(selection_set.selections) + (extra,)
        for child in selection_set.selections:
            visit(child)

    for definition in tagged.definitions:
        visit(definition)
    return tagged


class Splitter:
    def __init__(self, schema, document, variables):
        self.schema = schema
        self.variables = variables or {}
        self.defer = schema.get_directive("defer")
        self.fragments = {d.name.value: d for d in document.definitions if isinstance(d, FragmentDefinitionNode)}

    def _included(self, node):
        skip = get_directive_values(GraphQLSkipDirective, node, self.variables)
        if skip and skip.get("if") is True:
            return False
        include = get_directive_values(GraphQLIncludeDirective, node, self.variables)
        return not (include and include.get("if") is False)

    def _applies(self, condition, type_name):
        if condition is None:
            return True
        wanted = self.schema.get_type(condition.name.value)
        actual = self.schema.get_type(type_name)
        return wanted is actual or (is_abstract_type(wanted) and self.schema.is_sub_type(wanted, actual))

    def _collect(self, selections, type_name, path, parts, keys):
        for node in selections:
            if not self._included(node):
                continue
            if isinstance(node, FieldNode):
                key = node.alias.value if node.alias else node.name.value
                if key != TYPENAME:
                    keys.setdefault(key, []).append(node)
                continue
            if isinstance(node, InlineFragmentNode):
                condition, body = node.type_condition, node.selection_set.selections
            else:
                fragment = self.fragments[node.name.value]
                condition, body = fragment.type_condition, fragment.selection_set.selections
            if not self._applies(condition, type_name):
                continue
            label = _deferred(node, self.defer, self.variables)
            if label is not None:
                parts.append(Part(label, list(path), body, type_name))
            else:
                self._collect(body, type_name, path, parts, keys)

    def project(self, value, selections, path, parts):
        """`value` cut to `selections` outside deferred fragments; deferred ones go to `parts`."""
        if value is None or not selections:
            return value
        if isinstance(value, list):
            return [self.project(item, selections, path + [index], parts) for index, item in enumerate(value)]
        keys = {}
        self._collect(selections, value.get(TYPENAME), path, parts, keys)
        out = {}
        for key, nodes in keys.items():
            if key not in value:
                continue
            children = [child for node in nodes if node.selection_set for child in node.selection_set.selections]
            out[key] = self.project(value[key], children, path + [key], parts)
        return out


def _at(data, path):
    for step in path:
        data = data[step]
    return data


def _owner(error_path, parts, first_keys_at):
    """The part an error belongs to: the deepest one whose path prefixes the error's and whose
    fields (not the first payload's) hold the error's field."""
    best = None
    for part in parts:
        size = len(part.path)
        if error_path[:size] == part.path and len(error_path) > size:
            field = error_path[size]
            if field in part.keys and field not in first_keys_at.get(tuple(part.path), set()):
                if best is None or size >= len(best.path):
                    best = part
    return best


def responses(schema, document, operation_name, variables, shape, **execution):
    """The payloads of the operation, first then later ones, in `shape` "2023" or "2024"."""
    result = execute(schema, _with_typenames(document), variable_values=variables,
                     operation_name=operation_name, **execution)
    errors = [error.formatted for error in (result.errors or [])]
    if result.data is None:
        return [{"data": None, "errors": errors}]
    splitter = Splitter(schema, document, variables)
    operation = next(d for d in document.definitions if isinstance(d, OperationDefinitionNode)
                     and (operation_name is None or (d.name and d.name.value == operation_name)))
    discovered = []
    first = splitter.project(result.data, operation.selection_set.selections, [], discovered)
    delivered, first_delivered = {}, {}
    _note(first, [], delivered)
    _note(first, [], first_delivered)
    queue, later, all_parts = list(discovered), [], []
    next_id = 0
    for part in discovered:
        part.id, next_id = str(next_id), next_id + 1
    while queue:
        part = queue.pop(0)
        nested = []
        full = splitter.project(_at(result.data, part.path), part.selections, part.path, nested)
        part.keys = set(full)
        sent = delivered.get(tuple(part.path), set())
        data = full if shape == "2023" else {k: v for k, v in full.items() if k not in sent}
        _note(full, part.path, delivered)
        for child in nested:
            child.id, next_id = str(next_id), next_id + 1
        later.append((part, data, nested))
        all_parts.append(part)
        queue.extend(nested)
    first_errors, part_errors = [], {}
    for error in errors:
        owner = _owner(error.get("path") or [], all_parts, first_delivered)
        (part_errors.setdefault(owner.id, []) if owner else first_errors).append(error)
    head = {"data": first}
    if first_errors:
        head["errors"] = first_errors
    head["hasNext"] = bool(later)
    if shape == "2024" and discovered:
        head["pending"] = [_pending(p) for p in discovered]
    payloads = [head]
    for index, (part, data, nested) in enumerate(later):
        has_next = index < len(later) - 1
        item = {"data": data}
        if part.id in part_errors:
            item["errors"] = part_errors[part.id]
        if shape == "2023":
            item["path"] = part.path
            if part.label:
                item["label"] = part.label
            payloads.append({"incremental": [item], "hasNext": has_next})
        else:
            payload = {}
            if nested:
                payload["pending"] = [_pending(p) for p in nested]
            payload["incremental"] = [{"id": part.id, **item}]
            payload["completed"] = [{"id": part.id}]
            payload["hasNext"] = has_next
            payloads.append(payload)
    return payloads


def _pending(part):
    entry = {"id": part.id, "path": part.path}
    if part.label:
        entry["label"] = part.label
    return entry


def _note(value, path, delivered):
    if isinstance(value, dict):
        delivered.setdefault(tuple(path), set()).update(value)
        for key, child in value.items():
            _note(child, path + [key], delivered)
    elif isinstance(value, list):
        for index, child in enumerate(value):
            _note(child, path + [index], delivered)
