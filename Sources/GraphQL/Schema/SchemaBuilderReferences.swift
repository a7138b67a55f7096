/// Checking the types a schema refers to: every reference must name a type, of a kind
/// that fits where it stands.
extension SchemaBuilder {
    /// Where a type reference stands.
    enum TypeUse {
        /// A field's type: scalars, enums, objects, interfaces, unions.
        case output
        /// An argument's or input field's type: scalars, enums, input objects.
        case input
    }

    /// The named type a reference names, or nil after recording "Unknown type".
    mutating func resolve(_ node: NamedType) -> SchemaType? {
        let name = node.name.value
        guard let type = type(named: name) else {
            let hint = SchemaSuggestions.didYouMean(name, among: typeNames)
            errors.append(GraphQLError("Unknown type '\(name)'.\(hint)", locations: [node.loc]))
            return nil
        }
        // Each built-in scalar is marked once, found by identity among the few marked: hashing
        // its name for every `Int` or `ID` reference cost more than the lookup.
        if type.kind == .scalar, type.isBuiltIn, !referencedScalars.contains(where: { $0 === type }) {
            referencedScalars.append(type)
            usedBuiltInScalars.insert(name)
        }
        return type
    }

    /// Converts a written type after checking that it names a known type fit for `use`;
    /// `coordinate` names the owner in the message (`Type.field`, `Type.field(arg:)`).
    mutating func reference(_ node: TypeNode, use: TypeUse, of coordinate: @autoclosure () -> String) -> TypeReference {
        resolvedReference(node, use: use, of: coordinate()).reference
    }

    /// ``reference(_:use:of:)`` with the named type it resolved (nil when unknown).
    mutating func resolvedReference(_ node: TypeNode, use: TypeUse, of coordinate: @autoclosure () -> String)
        -> (reference: TypeReference, namedType: SchemaType?) {
        guard let type = resolve(node.namedType) else { return (TypeReference(node), nil) }
        let reference = Self.reference(node, to: type)
        let fits = use == .output ? type.isOutput : type.isInput
        if !fits {
            let expected = use == .output ? "Output" : "Input"
            errors.append(GraphQLError("The type of \(coordinate()) must be \(expected) Type but got: \(reference).",
                                       locations: [node.loc]))
        }
        return (reference, type)
    }

    /// Converts a written type, `T` and `T!` as the named type's shared references (most
    /// references are one of the two, so this saves most allocations).
    private static func reference(_ node: TypeNode, to type: SchemaType) -> TypeReference {
        switch node {
        case .named: return type.namedReference
        case .nonNull(.named, _):
            if let shared = type.nonNullReference { return shared }
            let made = TypeReference.nonNull(type.namedReference)
            type.nonNullReference = made
            return made
        case .nonNull(let inner, _): return .nonNull(reference(inner, to: type))
        case .list(let inner, _): return .list(reference(inner, to: type))
        }
    }
}
