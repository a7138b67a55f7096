import GraphQL

/// A field's accessor: the schema's type, made non-optional by `@required` (bubbling into
/// `satisfied`, or `get throws` under `THROW`), a `Result` under `@catch`, or optional under
/// `@catch(to: NULL)`.
///
/// A field under `@include`/`@skip` (its own, or an inline fragment's folded around it) reads
/// nil when its guard fails, so its accessor is optional whatever the schema says. Under
/// `@throwOnFieldError` or inside `@catch`, a field the schema marks `@semanticNonNull` reads
/// non-optional at the marked levels; elsewhere it keeps the schema's nullability.
struct FieldAccessor {
    let emitter: LensEmitter
    /// The enclosing lens, for the path a `RequiredFieldError` names.
    let lensName: String
    /// Accessor names in the enclosing lens (clashes with generated members renamed).
    let naming: LensNaming
    /// The enclosing lens reads a `@connection` field (its `edges` lens is a connection's edge).
    var isConnection = false

    /// An accessor and what the enclosing lens learns from it.
    struct Made {
        var lines: [String]
        var child: [String]?
        /// A condition `satisfied` needs (a bubbling `@required`, or a non-null child's own).
        var satisfiedTerm: String?
        /// The statements `missingRequiredField` needs for this field: each returns the path
        /// of the first null it finds.
        var missingLines: [String] = []
        /// This field's error when no `@catch` takes it.
        var errorTerm: String?
        /// The uncaught errors below it (its child lens's), when the lens collects them.
        var childErrors: String?
        /// The accessor as the report lists it.
        var shape: LensAccessor?
        /// The nested lens it reads, if any.
        var nested: LensEmitter.NestedLens?
    }

    /// How the directives shape the accessor.
    enum Mode {
        case plain, required, requiredThrows, catchResult, catchNull

        init(_ directives: [Directive]) {
            if let caught = directive("catch", in: directives) {
                if case .enumValue("NULL", _)? = argument("to", of: caught) { self = .catchNull } else { self = .catchResult }
            } else if let required = directive("required", in: directives) {
                if case .enumValue("THROW", _)? = argument("action", of: required) { self = .requiredThrows } else { self = .required }
            } else {
                self = .plain
            }
        }
    }

    /// A value's read in three shapes: as the schema types it, as optional, as non-null.
    struct Reads {
        var schema: (type: String, read: String)
        var optional: (type: String, read: String)
        var nonNull: (type: String, read: String)?
    }

    /// An accessor's type and body before its guard: one expression, or statements (in a
    /// `get throws` when `throwing`).
    struct Body {
        var type: String
        var expression: String?
        var statements: [String] = []
        var throwing = false
    }

    func make(_ member: LensMembers.FieldMember, nestedNames: inout Set<String>, indent: String, depth: Int,
              collectsErrors: Bool = false) -> Made {
        let field = member.field
        let name = SwiftNames.identifier(naming.name(field.responseKey))
        let head = indent + "@MainActor public var " + name + ": "
        let guardTest = GuardTest.text(member.guards)
        let guardFails = GuardTest.negation(member.guards)
        if field.name.value == "__typename" {
            let body = Body(type: "String", expression: "anchor.record.type.name")
            return Made(lines: render(guarded(body, guardTest), head: head, indent: indent),
                        shape: LensAccessor(name: name, key: field.responseKey, shape: guardTest == nil ? [] : [.optional]))
        }
        guard let definition = emitter.facts.field(field.name.value, on: member.scope) else { return Made(lines: []) }
        let slot = emitter.slotExpression(field, scope: member.scope)
        let mode = Mode(field.directives)
        // Errors cannot reach a read under `@throwOnFieldError` or inside `@catch`.
        let strict = emitter.strict || mode == .catchResult
        let type = strict ? SemanticNullability.type(of: definition) : definition.type
        let single = type.nullable.listElement == nil
        var made = Made(lines: [])
        let reads: Reads
        var childSatisfied = false
        var childAccessors: [LensAccessor]?
        if emitter.facts.type(type.namedType)?.isComposite == true {
            let childName = emitter.unique(SwiftNames.upperFirst(field.responseKey), &nestedNames)
            if depth < LensEmitter.maxDepth {
                let caught = mode == .catchResult || mode == .catchNull
                var below = emitter
                below.strict = strict
                // The child's own first null is part of this lens's path when its test is.
                below.reportsMissingRequired = emitter.reportsMissingRequired && chainsChild(mode, type)
                below.isConnectionEdge = isConnection && field.responseKey == "edges"
                // A list's elements, and the nodes a connection lists, are told apart by record.
                let listed = type.nullable.listElement != nil || (emitter.isConnectionEdge && field.responseKey == "node")
                let built = below.build(childName, on: type.namedType, sets: member.childSets, doc: [],
                                        indent: indent, collectsErrors: mode == .catchResult || (collectsErrors && !caught),
                                        connection: PlanBuilder.connectionHandle(field) != nil ? field : nil,
                                        isListElement: listed,
                                        depth: depth + 1)
                made.child = built.lines
                made.nested = LensEmitter.NestedLens(name: childName, hasSatisfied: built.hasSatisfied,
                                                     children: built.children)
                childSatisfied = built.hasSatisfied
                childAccessors = built.accessors
            }
            reads = linkReads(type, child: childName, slot: slot, childSatisfied: childSatisfied)
        } else {
            reads = scalarReads(type, slot: slot)
        }
        if mode != .catchResult && mode != .catchNull { made.errorTerm = "anchor.fieldError(" + slot + ")" }
        let selfValue = "self." + name
        let chained = childSatisfied && single
        let body: Body
        switch mode {
        case .plain:
            let form = emitter.relaxesNonNull ? reads.optional : reads.schema
            if collectsErrors && made.child != nil {
                made.childErrors = childErrors(selfValue, optional: form.type.hasSuffix("?") || guardTest != nil,
                                               plural: !single)
            }
            body = Body(type: form.type, expression: form.read)
            if type.isNonNull && chained && !emitter.relaxesNonNull {
                required(&made, present: nil, chain: selfValue, key: field.responseKey, guardTest: guardTest,
                         guardFails: guardFails)
            }
        case .required:
            let form = reads.nonNull ?? reads.optional
            body = Body(type: form.type, expression: form.read)
            // LOG tells the runtime, which logs the miss once per record and path.
            let logs = directive("required", in: field.directives).flatMap { argument("action", of: $0) }
                .map { if case .enumValue("LOG", _) = $0 { true } else { false } } ?? false
            let logging = logs ? ", logging: " + SwiftNames.literal(lensName + "." + field.responseKey) : ""
            required(&made, present: "anchor.present(" + slot + logging + ")", chain: chained ? selfValue : nil,
                     key: field.responseKey, guardTest: guardTest, guardFails: guardFails)
        case .requiredThrows:
            // Throws the field's own error when it has one, else a required-field error.
            let valueType = String(reads.optional.type.dropLast())
            let path = SwiftNames.literal(lensName + "." + field.responseKey)
            body = Body(type: valueType, statements: [
                "if let error = anchor.fieldError(" + slot + ") { throw error }",
                "guard let value: " + valueType + " = " + reads.optional.read + " else {",
                "    throw RequiredFieldError(path: " + path + ")",
                "}",
                "return value",
            ], throwing: true)
        case .catchResult:
            var statements = ["if let error = anchor.fieldError(" + slot + ") { return .failure(FieldErrors([error])) }"]
            if made.child != nil {
                // The failure holds every error below the field too.
                let optional = reads.schema.type.hasSuffix("?")
                let below = !single
                    ? "value" + (optional ? "?" : "") + ".flatMap { $0.uncaughtErrors }" + (optional ? " ?? []" : "")
                    : "value" + (optional ? "?.uncaughtErrors ?? []" : ".uncaughtErrors")
                statements += ["let value: " + reads.schema.type + " = " + reads.schema.read,
                               "let below = " + below,
                               "return below.isEmpty ? .success(value) : .failure(FieldErrors(below))"]
            } else {
                statements.append("return .success(" + reads.schema.read + ")")
            }
            body = Body(type: "Result<" + reads.schema.type + ", FieldErrors>", statements: statements)
        case .catchNull:
            body = Body(type: reads.optional.type, statements: [
                "anchor.fieldError(" + slot + ") == nil ? " + reads.optional.read + " : nil",
            ])
        }
        made.lines = render(guarded(body, guardTest), head: head, indent: indent)
        // The report reads a `Result`'s value type; a guard makes any accessor optional.
        let read = mode == .catchResult ? reads.schema.type : body.type
        made.shape = shape(name: name, key: field.responseKey, type: type, mode: mode,
                           optional: read.hasSuffix("?") || guardTest != nil,
                           nested: made.child != nil ? childAccessors ?? [] : nil)
        return made
    }

    /// What a bubbling `@required` (a `present` test) or a non-null child with its own test
    /// (`chain`, the accessor that makes the child) adds to `satisfied` and to
    /// `missingRequiredField`. A guarded field counts only when its guard holds.
    private func required(_ made: inout Made, present: String?, chain: String?, key: String, guardTest: String?,
                          guardFails: String?) {
        let access = guardTest == nil ? "" : "?"
        var terms: [String] = []
        if let present {
            terms.append(present)
            made.missingLines.append("if " + (guardTest.map { $0 + ", " } ?? "") + "!" + present
                                     + " { return " + SwiftNames.literal(key) + " }")
        }
        if let chain {
            terms.append(guardTest == nil ? chain + ".satisfied" : chain + "?.satisfied == true")
            made.missingLines.append("if let below = " + chain + access + ".missingRequiredField { return "
                                     + SwiftNames.literal(key + ".") + " + below }")
        }
        let term = terms.joined(separator: " && ")
        made.satisfiedTerm = guardFails.map { "(" + $0 + " || " + term + ")" } ?? term
    }

    /// Whether the child's `satisfied` is part of this field's test, so its first null is part
    /// of this lens's path.
    private func chainsChild(_ mode: Mode, _ type: TypeReference) -> Bool {
        guard type.nullable.listElement == nil else { return false }
        switch mode {
        case .required: return true
        case .plain: return type.isNonNull && !emitter.relaxesNonNull
        default: return false
        }
    }

    /// The uncaught errors of the child lens an accessor reads, for the enclosing lens's list.
    private func childErrors(_ selfValue: String, optional: Bool, plural: Bool) -> String {
        plural
            ? "(" + selfValue + (optional ? "?" : "") + ".flatMap { $0.uncaughtErrors }" + (optional ? " ?? [])" : ")")
            : "(" + selfValue + (optional ? "?.uncaughtErrors ?? [])" : ".uncaughtErrors)")
    }

    /// `body` read only when `guardTest` holds: nil otherwise, so the type turns optional.
    private func guarded(_ body: Body, _ guardTest: String?) -> Body {
        guard let guardTest else { return body }
        var out = body
        if !out.type.hasSuffix("?") { out.type += "?" }
        if let expression = body.expression {
            out.expression = guardTest + " ? " + expression + " : nil"
        } else if body.statements.count == 1 {
            out.statements = ["guard " + guardTest + " else { return nil }", "return " + body.statements[0]]
        } else {
            out.statements = ["guard " + guardTest + " else { return nil }"] + body.statements
        }
        return out
    }

    /// The accessor's lines: one line for an expression, a block for statements.
    private func render(_ body: Body, head: String, indent: String) -> [String] {
        if let expression = body.expression { return [head + body.type + " { " + expression + " }"] }
        if body.throwing {
            return [head + body.type + " {", indent + "    get throws {"]
                + body.statements.map { indent + "        " + $0 } + [indent + "    }", indent + "}"]
        }
        return [head + body.type + " {"] + body.statements.map { indent + "    " + $0 } + [indent + "}"]
    }

    /// The report's view of the accessor: what the Swift type it declares says.
    private func shape(name: String, key: String, type: TypeReference, mode: Mode, optional: Bool,
                       nested: [LensAccessor]?) -> LensAccessor {
        var shape: Set<LensAccessor.Shape> = []
        if optional { shape.insert(.optional) }
        if mode == .requiredThrows { shape.insert(.throws) }
        if mode == .catchResult { shape.insert(.catch) }
        if type.nullable.listElement != nil { shape.insert(.list) }
        if nested != nil { shape.insert(.lens) }
        return LensAccessor(name: name, key: key, shape: shape, accessors: nested)
    }

    private func scalarReads(_ type: TypeReference, slot: String) -> Reads {
        let types = emitter.types
        let mapped = types.leaf(type.namedType).mapped
        let schema = types.scalarRead(type, slot: slot)
        let optional = types.scalarRead(type.nullable, slot: slot)
        let nonNull = mapped ? nil : types.scalarRead(.nonNull(type.nullable), slot: slot)
        return Reads(schema: schema, optional: optional, nonNull: nonNull)
    }

    private func linkReads(_ type: TypeReference, child: String, slot: String, childSatisfied: Bool) -> Reads {
        let symbols = emitter.symbols
        if type.nullable.listElement != nil {
            var optional = ("List<" + child + ">?", "anchor.links(" + slot + ")")
            var nonNull = ("List<" + child + ">", "anchor.linksNonNull(" + slot + ")")
            if childSatisfied {
                symbols.usesKeeping = true
                optional.1 = "anchor.links(" + slot + ", as: " + child + ".self)?.keeping { $0.satisfied }"
                nonNull.1 = "anchor.linksNonNull(" + slot + ", as: " + child + ".self).keeping { $0.satisfied }"
            }
            return Reads(schema: type.isNonNull ? nonNull : optional, optional: optional, nonNull: nonNull)
        }
        let named = emitter.facts.storeName(type.namedType)
        var optional = (child + "?", "anchor.link(" + slot + ")")
        let nonNull = (child, "anchor.linkNonNull(" + slot + ", type: " + symbols.type(named) + ")")
        if childSatisfied {
            optional.1 = "anchor.link(" + slot + ", as: " + child + ".self).flatMap { $0.satisfied ? $0 : nil }"
        }
        return Reads(schema: type.isNonNull ? nonNull : optional, optional: optional, nonNull: nonNull)
    }
}
