import GraphQL

/// Writes lens structs: an anchor, one `@MainActor` accessor per
/// declared field, spread accessors, `as<Type>` conditions, and a nested lens per link.
///
/// A lens with bubbling `@required` fields gets `satisfied`, and the accessor that makes it
/// (link, list element, spread) answers nil or drops it when it is not; a
/// fragment under `@throwOnFieldError` gets `uncaughtErrors`, which its spread throws.
struct LensEmitter {
    let facts: SchemaFacts
    let symbols: SharedSymbols
    let types: SwiftTypes
    let input: EmitInput
    /// Names a nested lens may not take (generated enums, inputs, fragments, operations).
    let taken: Set<String>
    /// Spread names to read as another: a generated query's copies (`F_1G22uz`) → `F`.
    var spreadNames: [String: String] = [:]
    /// Fragments whose lens has `satisfied` (their spreads answer nil when it is false).
    var satisfiedFragments: Set<String> = []
    /// Fragments some document spreads under `@defer`: their lens has `isPresent` (their
    /// deferred spreads answer nil while it is false).
    var presentFragments: Set<String> = []
    /// Under `@throwOnFieldError`: schema-non-null fields read non-optional even when
    /// `onError` is `NULL` (semantic nullability).
    var strict = false
    /// Where top-level lenses record their accessors for the report (none in a dry run).
    var recorder: LensAccessorRecorder?
    /// Inside a `@refetchable` fragment: its generated query, which its connections page with.
    var refetch: RefetchLens?
    /// Whether a lens with bubbling `@required` fields also says which one holds no value
    /// (`missingRequiredField`): an operation's root lens, and the lenses its test reaches.
    var reportsMissingRequired = false
    /// The lens being built is a connection's edge: its `node` lens is what `nodes` lists, so
    /// it is identifiable as a list element is.
    var isConnectionEdge = false

    /// Whether schema-non-null fields read optional here: under `onError: NULL` a server may
    /// null any field, so only `@throwOnFieldError` (or `@catch`) keeps them non-optional.
    var relaxesNonNull: Bool { input.config.onError == .null && !strict }

    /// Nested lenses deeper than this are not written (the runtime reads at most 24 levels).
    static let maxDepth = 64

    /// What a lens needs from the code around it.
    struct Built {
        var lines: [String]
        /// Whether it declares `satisfied`.
        var hasSatisfied: Bool
        /// Its accessors as the report lists them.
        var accessors: [LensAccessor] = []
        /// Its nested lenses by response key.
        var children: [String: NestedLens] = [:]
    }

    /// A nested lens as the lens around it names it.
    struct NestedLens {
        var name: String
        var hasSatisfied: Bool
        var children: [String: NestedLens]
    }

    /// A lens struct over `sets` read on `typeName`, with what the code around it needs.
    /// `connection` is the `@connection` field the lens reads, if it does; `isRefetchable`
    /// marks a `@refetchable` fragment's own lens (it gets `refetch(…)`); `presence` is the
    /// field that says a deferred lens's part arrived (it gets `isPresent`).
    func build(_ name: String, on typeName: String, sets: [SelectionSet], setGuards: [[GuardModel]] = [],
               doc: [String], indent: String, collectsErrors: Bool = false, connection: Field? = nil,
               isRefetchable: Bool = false, isListElement: Bool = false,
               presence: (field: Field, scope: String)? = nil, depth: Int = 0) -> Built {
        let members = LensMembers(sets, on: typeName, facts: facts, spreadNames: spreadNames, setGuards: setGuards)
        var lines = doc.map { indent + "/// " + $0 }
        let naming = LensNaming(members.fields.map(\.field.responseKey) + members.spreads.map(\.accessor)
                                + members.conditions.map(\.accessor), isConnection: connection != nil,
                                isRefetchable: isRefetchable)
        let identity = isListElement ? ListIdentity.of(typeName, members: members, naming: naming, facts: facts) : nil
        lines.append(indent + "nonisolated public struct " + name + ": Lens" + (identity?.conformance ?? "") + " {")
        lines.append(indent + "    @_spi(Generated) public let anchor: Anchor")
        lines.append(indent + "    @_spi(Generated) public init(anchor: Anchor) { self.anchor = anchor }")
        var nestedNames: Set<String> = [name]
        var nested: [[String]] = []
        var accessors: [String] = []
        var required: [String] = []
        var missing: [String] = []
        var errors: [String] = []
        var childErrors: [String] = []
        var shapes: [LensAccessor] = []
        var children: [String: NestedLens] = [:]
        let inner = indent + "    "
        let accessor = FieldAccessor(emitter: self, lensName: name, naming: naming, isConnection: connection != nil)
        for member in members.fields {
            let made = accessor.make(member, nestedNames: &nestedNames, indent: inner, depth: depth,
                                     collectsErrors: collectsErrors)
            accessors += made.lines
            if let shape = made.shape { shapes.append(shape) }
            if let child = made.child { nested.append(child) }
            if let lens = made.nested { children[member.field.responseKey] = lens }
            if let term = made.satisfiedTerm { required.append(term) }
            missing += made.missingLines
            if let term = made.errorTerm { errors.append(term) }
            if let term = made.childErrors { childErrors.append(term) }
        }
        let spreads = SpreadAccessor(emitter: self)
        for spread in members.spreads {
            let made = spreads.make(spread, name: naming.name(spread.accessor), indent: inner)
            accessors += made.lines
            shapes.append(made.shape)
        }
        for condition in members.conditions {
            let nestedName = unique(SwiftNames.upperFirst(condition.accessor), &nestedNames)
            let accessorName = SwiftNames.identifier(naming.name(condition.accessor))
            let head = inner + "@MainActor public var " + accessorName + ": "
            let guardTest = GuardTest.text(condition.guards)
            let awaited = presenceField(of: condition)
            if let caught = condition.caught {
                accessors += caughtCondition(condition, caught: caught, nestedName: nestedName, guardTest: guardTest,
                                             awaited: awaited != nil, head: head, indent: inner)
            } else if awaited != nil {
                let lines = deferredCondition(nestedName: nestedName, typeTest: typeTest(condition), guardTest: guardTest,
                                              indent: inner)
                accessors += [head + lines[0]] + lines.dropFirst()
            } else {
                accessors.append(head + self.condition(condition, nestedName: nestedName, guardTest: guardTest))
            }
            var shape = LensAccessor(name: accessorName,
                                     key: "... on " + condition.typeName, shape: [.lens])
            if condition.condition != nil || guardTest != nil || awaited != nil || condition.caught == .null {
                shape.shape.insert(.optional)
            }
            if condition.caught == .result { shape.shape.insert(.catch) }
            if depth < Self.maxDepth {
                let folded = foldedSets(condition, members.conditions)
                var below = self
                // Either catch reads the lens only when its selection holds no error.
                if condition.caught != nil { below.strict = true }
                let child = below.build(nestedName, on: condition.typeName, sets: folded.sets, setGuards: folded.guards,
                                        doc: [], indent: inner, collectsErrors: condition.caught != nil || collectsErrors,
                                        presence: awaited, depth: depth + 1)
                nested.append(child.lines)
                shape.accessors = child.accessors
            }
            shapes.append(shape)
        }
        if let presence { accessors += presenceMember(presence, indent: inner) }
        if !required.isEmpty {
            symbols.usesPresentTest = true
            accessors.append(inner + "/// Whether every bubbling `@required` field holds a value.")
            accessors.append(inner + "@MainActor public var satisfied: Bool {")
            accessors.append(inner + "    " + required.joined(separator: " && "))
            accessors.append(inner + "}")
            if reportsMissingRequired {
                accessors.append(inner + "/// The response path of the first bubbling `@required` field that holds no value.")
                accessors.append(inner + "@MainActor public var missingRequiredField: String? {")
                accessors += missing.map { inner + "    " + $0 }
                accessors.append(inner + "    return nil")
                accessors.append(inner + "}")
            }
        }
        accessors += identity?.lines(indent: inner) ?? []
        if let connection {
            accessors += ConnectionAccessors(emitter: self).make(connection, on: typeName, children: children, indent: inner)
        }
        if isRefetchable, let refetch {
            accessors += RefetchEmitter(types: types).method(refetch, lensName: name, indent: inner)
        }
        if collectsErrors {
            accessors.append(inner + "/// The field errors no `@catch` takes, which `@throwOnFieldError` throws.")
            accessors.append(inner + "@MainActor public var uncaughtErrors: [FieldError] {")
            accessors.append(inner + "    ([" + errors.joined(separator: ", ") + "] as [FieldError?]).compactMap { $0 }"
                             + childErrors.map { " + " + $0 }.joined())
            accessors.append(inner + "}")
        }
        if !accessors.isEmpty { lines.append("") }
        lines += accessors
        for child in nested {
            lines.append("")
            lines += child
        }
        lines.append(indent + "}")
        return Built(lines: lines, hasSatisfied: !required.isEmpty, accessors: LensAccessor.sorted(shapes),
                     children: children)
    }

    /// The slot a field reads: a `Slots` constant, or a key rendered with the owner's variables.
    /// A `@connection` field reads the connection record its pages merge into, not one page.
    func slotExpression(_ field: Field, scope: String) -> String {
        let mutationRoot = facts.schema.rootTypeNames[.mutation] == scope
        let key = PlanBuilder.connectionHandle(field)
            ?? StorageKeyBuilder.key(field: field.name.value, alias: field.alias?.value,
                                     arguments: field.arguments, place: mutationRoot ? .mutationRoot : .ordinary)
        let type = facts.storeName(scope)
        switch key {
        case .fixed(let text):
            let name = text.hasPrefix("__") ? String(text.prefix { $0 != "(" }) : field.name.value
            return symbols.slot(type: type, field: name, fixed: text)
        case .dynamic(let name, let arguments):
            return "anchor.slot(" + symbols.type(type) + ", "
                + symbols.dynamicKey(type: type, field: name, arguments: arguments) + ")"
        }
    }

    /// A condition's accessor after its name: the lens when the record's type satisfies the
    /// condition (and its `@include`/`@skip` guard holds), nil otherwise.
    private func condition(_ condition: LensMembers.ConditionMember, nestedName: String, guardTest: String?) -> String {
        guard let test = typeTest(condition) else {
            let make = nestedName + "(anchor: anchor)"
            guard let guardTest else { return nestedName + " { " + make + " }" }
            return nestedName + "? { " + guardTest + " ? " + make + " : nil }"
        }
        guard let guardTest else { return nestedName + "? { " + test + " }" }
        return nestedName + "? { " + guardTest + " ? " + test + " : nil }"
    }

    /// The anchor call that makes a condition's lens when the type satisfies it; nil for an
    /// inline fragment on the lens's own type.
    private func typeTest(_ condition: LensMembers.ConditionMember) -> String? {
        guard let type = condition.condition else { return nil }
        symbols.usesConditionLens = true
        return facts.isAbstract(type)
            ? "anchor.lens(ifMemberOf: " + symbols.possible(facts.storeName(type)) + ", " + SwiftNames.literal(type) + ")"
            : "anchor.lens(ifType: " + symbols.type(facts.storeName(type)) + ")"
    }

    /// A concrete condition's selections plus those of the abstract conditions its type
    /// satisfies (`... on Named { name }` shows in `asCharacter`), each folded set with the
    /// guards of the inline fragment it came from.
    private func foldedSets(_ condition: LensMembers.ConditionMember,
                            _ all: [LensMembers.ConditionMember]) -> (sets: [SelectionSet], guards: [[GuardModel]]) {
        var sets = condition.sets
        var guards = Array(repeating: [GuardModel](), count: sets.count)
        guard let type = condition.condition, !facts.isAbstract(type), condition.caught == nil else { return (sets, guards) }
        for other in all where other.caught == nil {
            guard let abstract = other.condition, abstract != type, facts.isAbstract(abstract),
                  facts.satisfies(type, abstract) else { continue }
            sets += other.sets
            guards += other.occurrences
        }
        return (sets, guards)
    }

    /// `... @alias(as: "x") @catch { … }`: the condition's lens, or the errors in its own selection
    /// (`to: NULL`: the lens, nil on an error, as a caught-to-null spread reads).
    /// Under `@defer` (`awaited`) the lens is nil until its part arrived, as a caught deferred
    /// spread reads: errors are read only from a part that is there.
    private func caughtCondition(_ condition: LensMembers.ConditionMember, caught: LensMembers.Catch, nestedName: String,
                                 guardTest: String?, awaited: Bool, head: String, indent: String) -> [String] {
        let absent = caught.absent
        let test = typeTest(condition)
        let value = nestedName + (test != nil || guardTest != nil || awaited ? "?" : "")
        var lines = [head + caught.declared(lens: nestedName, value: value) + " {"]
        if let guardTest { lines.append(indent + "    guard " + guardTest + " else { return " + absent + " }") }
        if let test {
            lines.append(indent + "    guard let lens: " + nestedName + " = " + test + " else { return " + absent + " }")
        } else {
            lines.append(indent + "    let lens = " + nestedName + "(anchor: anchor)")
        }
        if awaited { lines.append(indent + "    guard lens.isPresent else { return " + absent + " }") }
        return lines + caught.read.map { indent + "    " + $0 } + [indent + "}"]
    }

    /// A nested type name not taken in this scope: `Lens` appended on a clash.
    func unique(_ base: String, _ used: inout Set<String>) -> String {
        var name = SwiftNames.reservedTypeNames.contains(base) || taken.contains(base) || used.contains(base)
            || SwiftNames.keywords.contains(base) ? base + "Lens" : base
        while used.contains(name) || taken.contains(name) { name += "_" }
        used.insert(name)
        return name
    }
}
