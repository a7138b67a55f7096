/// A GraphQL schema: its named types, its directives and its root operation types.
///
/// Built by ``SchemaBuilder`` from SDL plus extensions; immutable afterwards, so it is shared
/// freely across threads. A type is looked up by its name's position.
public final class Schema: @unchecked Sendable {
    /// Every named type, built-ins and introspection types included, by name.
    ///
    /// Made from ``orderedTypes`` on every read (the schema keeps its types once, by
    /// position): look one type up with ``type(named:)``.
    public var types: [String: SchemaType] {
        Dictionary(orderedTypes.lazy.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
    /// Every directive, built-ins included.
    public internal(set) var directives: [String: SchemaDirective] = [:]
    /// The types' names in definition order (SDL types first, then built-ins), for
    /// deterministic iteration: the names of ``orderedTypes``, made on every read.
    public var typeNames: [String] { orderedTypes.map(\.name) }
    /// The keys of ``directives`` in definition order (SDL directives first, then built-ins).
    public internal(set) var directiveNames: [String] = []
    /// The root type's name for each operation kind the schema supports.
    public internal(set) var rootTypeNames: [OperationType: String] = [:]
    /// The schema definition's and extensions' directives.
    public internal(set) var schemaDirectives: [Directive] = []
    /// The schema definition's description (made from the SDL when asked).
    public internal(set) var description: String? {
        get { describedBy?.value }
        set { describedBy = newValue.map { StringValue($0) } }
    }
    /// The description as written.
    var describedBy: StringValue?
    /// Problems found while loading leniently (a rule a real server schema breaks).
    public internal(set) var warnings: [GraphQLError] = []

    /// Object types implementing each interface (directly or through another interface),
    /// and members of each union, in definition order.
    var possibleTypeNames: [String: [String]] = [:]
    var possibleTypeSets: [String: Set<String>] = [:]
    /// Interfaces implementing each interface.
    var interfaceImplementations: [String: [String]] = [:]

    /// The one record of the schema's types, which every view reads (``types``,
    /// ``typeNames``, ``orderedTypes``, ``type(named:)``): the types in definition order, nil
    /// where a built-in scalar was dropped, and their names' positions. A dictionary by name
    /// beside them cost a SipHash per type to build (GitHub's schema: 1,600) and had to be
    /// kept in step with them.
    /// Unchecked exclusivity (as for a type's field index): only the builder writes, before
    /// the schema is shared.
    @exclusivity(unchecked) private var typesByPosition: [SchemaType?] = []
    @exclusivity(unchecked) private var typeIndex = NameIndex()

    /// Makes an empty schema; the builder fills it.
    public init() {}

    /// Takes the built types, in definition order, with their index by name.
    func adopt(_ types: [SchemaType], index: NameIndex) {
        typeIndex = index
        // Mapped, not assigned: assigning `[SchemaType]` to `[SchemaType?]` cast each element
        // through the runtime (a dynamic cast and a conformance lookup per type, about 2 M
        // instructions for GitHub's 1,600 types).
        typesByPosition = types.map { $0 }
    }

    /// Removes a type (a built-in scalar nothing uses): its position stays, empty, so the
    /// other types keep theirs.
    func drop(_ name: String) {
        if let position = typeIndex.position(of: name) { typesByPosition[position] = nil }
    }

    /// How many positions ``type(at:)`` has: one per type built, dropped ones included.
    var typePositions: Int { typesByPosition.count }

    /// The position of the type with this name, for walks that mark types in arrays.
    func typePosition(of name: String) -> Int? {
        typeIndex.position(of: name).flatMap { typesByPosition[$0] == nil ? nil : $0 }
    }

    /// The type at a position (nil for a dropped built-in scalar).
    func type(at position: Int) -> SchemaType? { typesByPosition[position] }

    /// Every named type in definition order (SDL types first, then built-ins): the values of
    /// ``types`` in ``typeNames`` order, without a lookup by name.
    public var orderedTypes: [SchemaType] { typesByPosition.compactMap { $0 } }

    deinit {
        // Types link the types their fields return, in cycles: break them with the schema.
        for case let type? in typesByPosition { type.fieldNamedTypes = [] }
    }

    /// The named type with this name.
    public func type(named name: String) -> SchemaType? {
        typeIndex.position(of: name).flatMap { typesByPosition[$0] }
    }

    /// The root type of an operation kind.
    public func rootType(_ operation: OperationType) -> SchemaType? {
        rootTypeNames[operation].flatMap { type(named: $0) }
    }

    /// The directive with this name.
    public func directive(named name: String) -> SchemaDirective? { directives[name] }

    /// The object types a composite type can be at run time: itself for an object, the
    /// implementations of an interface, the members of a union.
    public func possibleTypes(of type: SchemaType) -> [SchemaType] {
        switch type.kind {
        case .object: [type]
        case .interface, .union: (possibleTypeNames[type.name] ?? []).compactMap { self.type(named: $0) }
        default: []
        }
    }

    /// Whether `object` is one of the possible types of `abstract`.
    public func isPossibleType(_ abstract: SchemaType, _ object: SchemaType) -> Bool {
        if abstract.kind == .object { return abstract.name == object.name }
        return possibleTypeSets[abstract.name]?.contains(object.name) ?? false
    }

    /// Interfaces that declare they implement `interface`.
    public func interfacesImplementing(_ interface: SchemaType) -> [SchemaType] {
        (interfaceImplementations[interface.name] ?? []).compactMap { type(named: $0) }
    }

    /// A field as selected on a composite type, meta-fields included: `__typename` on every
    /// composite type, `__schema` and `__type` on the query root.
    public func field(_ name: String, on type: SchemaType) -> SchemaField? {
        if Self.isReserved(name) {
            switch name {
            case "__typename":
                return type.isComposite ? SchemaField(name: "__typename", type: .nonNull(.named("String"))) : nil
            case "__schema":
                return type.name == rootTypeNames[.query]
                    ? SchemaField(name: "__schema", type: .nonNull(.named("__Schema"))) : nil
            case "__type":
                return type.name == rootTypeNames[.query]
                    ? SchemaField(name: "__type", arguments: [SchemaInputValue(name: "name", type: .nonNull(.named("String")))],
                                  type: .named("__Type")) : nil
            default: break
            }
        }
        return type.field(name)
    }

    /// ``field(_:on:)`` by where the field lies, with the named type it returns reached by
    /// reference (the builder linked it) rather than looked up by name.
    func selectedField(_ name: String, on type: SchemaType) -> SelectedField? {
        if Self.isReserved(name) {
            guard let meta = field(name, on: type) else { return nil }
            return .meta(meta, namedType: self.type(named: meta.type.namedType))
        }
        return type.selectedField(name)
    }

    /// Whether a name starts with `__`, as meta-fields do. Read as bytes (names are ASCII):
    /// `hasPrefix` compares by `Character`, about a hundred instructions for every field the
    /// validation walk resolves.
    @inline(__always)
    private static func isReserved(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        return bytes.next() == UInt8(ascii: "_") && bytes.next() == UInt8(ascii: "_")
    }

    /// Whether `sub` can stand where `sup` is expected (GraphQL.js `isTypeSubTypeOf`).
    public func isSubType(_ sub: TypeReference, of sup: TypeReference) -> Bool {
        if sub == sup { return true }
        if case .nonNull(let superInner) = sup {
            if case .nonNull(let subInner) = sub { return isSubType(subInner, of: superInner) }
            return false
        }
        if case .nonNull(let subInner) = sub { return isSubType(subInner, of: sup) }
        if case .list(let superInner) = sup {
            if case .list(let subInner) = sub { return isSubType(subInner, of: superInner) }
            return false
        }
        if case .list = sub { return false }
        guard let superType = type(named: sup.namedType), let subType = type(named: sub.namedType) else { return false }
        return superType.isAbstract && (subType.kind == .interface || subType.kind == .object)
            && isSubTypeOfAbstract(subType, superType)
    }

    private func isSubTypeOfAbstract(_ sub: SchemaType, _ sup: SchemaType) -> Bool {
        if sub.kind == .object { return isPossibleType(sup, sub) }
        return sup.kind == .interface && sub.interfaces.contains(sup.name)
    }

    /// Whether two composite types can share an object at run time.
    public func doTypesOverlap(_ a: SchemaType, _ b: SchemaType) -> Bool {
        if a === b { return true }
        if a.isAbstract {
            if b.isAbstract {
                return possibleTypes(of: a).contains { isPossibleType(b, $0) }
            }
            return isPossibleType(a, b)
        }
        if b.isAbstract { return isPossibleType(b, a) }
        return false
    }
}
