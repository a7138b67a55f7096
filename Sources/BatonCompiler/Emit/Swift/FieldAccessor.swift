import GraphQL

/// A field's accessor (SPEC §4.7 "Accessor types", §4.8): the schema's type, made
/// non-optional by `@required` (bubbling into `satisfied`, or `get throws` under `THROW`),
/// a `Result` under `@catch`, or optional under `@catch(to: NULL)`.
struct FieldAccessor {
    let emitter: LensEmitter
    /// The enclosing lens, for the path a `RequiredFieldError` names.
    let lensName: String
    /// Accessor names in the enclosing lens (clashes with generated members renamed).
    let naming: LensNaming

    /// An accessor and what the enclosing lens learns from it.
    struct Made {
        var lines: [String]
        var child: [String]?
        /// A condition `satisfied` needs (a bubbling `@required`, or a non-null child's own).
        var satisfiedTerm: String?
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

    func make(_ member: LensMembers.FieldMember, nestedNames: inout Set<String>, indent: String, depth: Int,
              collectsErrors: Bool = false) -> Made {
        let field = member.field
        let name = SwiftNames.identifier(naming.name(field.responseKey))
        let head = indent + "@MainActor public var " + name + ": "
        if field.name.value == "__typename" {
            return Made(lines: [head + "String { anchor.record.type.name }"],
                        shape: LensAccessor(name: name, key: field.responseKey))
        }
        guard let definition = emitter.facts.field(field.name.value, on: member.scope) else { return Made(lines: []) }
        let slot = emitter.slotExpression(field, scope: member.scope)
        let mode = Mode(field.directives)
        var made = Made(lines: [])
        let reads: Reads
        var childSatisfied = false
        var childAccessors: [LensAccessor]?
        if emitter.facts.type(definition.type.namedType)?.isComposite == true {
            let childName = emitter.unique(SwiftNames.upperFirst(field.responseKey), &nestedNames)
            if depth < LensEmitter.maxDepth {
                let caught = mode == .catchResult || mode == .catchNull
                let built = emitter.build(childName, on: definition.type.namedType, sets: member.childSets, doc: [],
                                          indent: indent, collectsErrors: mode == .catchResult || (collectsErrors && !caught),
                                          connection: PlanBuilder.connectionHandle(field) != nil ? field : nil,
                                          depth: depth + 1)
                made.child = built.lines
                made.nested = LensEmitter.NestedLens(name: childName, hasSatisfied: built.hasSatisfied,
                                                     children: built.children)
                childSatisfied = built.hasSatisfied
                childAccessors = built.accessors
            }
            reads = linkReads(definition.type, child: childName, slot: slot, childSatisfied: childSatisfied)
        } else {
            reads = scalarReads(definition.type, slot: slot)
        }
        if mode != .catchResult && mode != .catchNull { made.errorTerm = "anchor.fieldError(" + slot + ")" }
        let selfValue = "self." + name
        switch mode {
        case .plain:
            let form = emitter.relaxesNonNull ? reads.optional : reads.schema
            if collectsErrors && made.child != nil {
                let plural = definition.type.nullable.listElement != nil
                let optional = form.type.hasSuffix("?")
                made.childErrors = plural
                    ? "(" + selfValue + (optional ? "?" : "") + ".flatMap { $0.uncaughtErrors }" + (optional ? " ?? [])" : ")")
                    : "(" + selfValue + (optional ? "?.uncaughtErrors ?? [])" : ".uncaughtErrors)")
            }
            made.lines = [head + form.type + " { " + form.read + " }"]
            if definition.type.isNonNull && childSatisfied && definition.type.nullable.listElement == nil
                && !emitter.relaxesNonNull {
                made.satisfiedTerm = selfValue + ".satisfied"
            }
        case .required:
            let form = reads.nonNull ?? reads.optional
            made.lines = [head + form.type + " { " + form.read + " }"]
            // LOG tells the runtime, which logs the miss once per record and path (SPEC §4.8).
            let logs = directive("required", in: field.directives).flatMap { argument("action", of: $0) }
                .map { if case .enumValue("LOG", _) = $0 { true } else { false } } ?? false
            let logging = logs ? ", logging: " + SwiftNames.literal(lensName + "." + field.responseKey) : ""
            made.satisfiedTerm = "anchor.present(" + slot + logging + ")"
                + (childSatisfied && definition.type.nullable.listElement == nil ? " && " + selfValue + ".satisfied" : "")
        case .requiredThrows:
            // Throws the field's own error when it has one, else a required-field error.
            let type = String(reads.optional.type.dropLast())
            let path = SwiftNames.literal(lensName + "." + field.responseKey)
            made.lines = [head + type + " {",
                          indent + "    get throws {",
                          indent + "        if let error = anchor.fieldError(" + slot + ") { throw error }",
                          indent + "        guard let value: " + type + " = " + reads.optional.read + " else {",
                          indent + "            throw RequiredFieldError(path: " + path + ")",
                          indent + "        }",
                          indent + "        return value",
                          indent + "    }",
                          indent + "}"]
        case .catchResult:
            made.lines = [head + "Result<" + reads.schema.type + ", FieldErrors> {",
                          indent + "    if let error = anchor.fieldError(" + slot + ") { return .failure(FieldErrors([error])) }"]
            if made.child != nil {
                // The failure holds every error below the field too.
                let plural = definition.type.nullable.listElement != nil
                let optional = reads.schema.type.hasSuffix("?")
                let below = plural
                    ? "value" + (optional ? "?" : "") + ".flatMap { $0.uncaughtErrors }" + (optional ? " ?? []" : "")
                    : "value" + (optional ? "?.uncaughtErrors ?? []" : ".uncaughtErrors")
                made.lines += [indent + "    let value: " + reads.schema.type + " = " + reads.schema.read,
                               indent + "    let below = " + below,
                               indent + "    return below.isEmpty ? .success(value) : .failure(FieldErrors(below))",
                               indent + "}"]
            } else {
                made.lines += [indent + "    return .success(" + reads.schema.read + ")", indent + "}"]
            }
        case .catchNull:
            made.lines = [head + reads.optional.type + " {",
                          indent + "    anchor.fieldError(" + slot + ") == nil ? " + reads.optional.read + " : nil",
                          indent + "}"]
        }
        made.shape = shape(name: name, key: field.responseKey, type: definition.type, mode: mode, reads: reads,
                           nested: made.child != nil ? childAccessors ?? [] : nil)
        return made
    }

    /// The report's view of the accessor: what the Swift type it declares says.
    private func shape(name: String, key: String, type: TypeReference, mode: Mode, reads: Reads,
                       nested: [LensAccessor]?) -> LensAccessor {
        var shape: Set<LensAccessor.Shape> = []
        let read: String
        switch mode {
        case .plain: read = emitter.relaxesNonNull ? reads.optional.type : reads.schema.type
        case .required: read = (reads.nonNull ?? reads.optional).type
        case .requiredThrows: read = String(reads.optional.type.dropLast()); shape.insert(.throws)
        case .catchResult: read = reads.schema.type; shape.insert(.catch)
        case .catchNull: read = reads.optional.type
        }
        if read.hasSuffix("?") { shape.insert(.optional) }
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
