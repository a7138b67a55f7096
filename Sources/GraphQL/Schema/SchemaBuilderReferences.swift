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
        guard let type = schema.types[name] else {
            let hint = SchemaSuggestions.didYouMean(name, among: schema.typeNames)
            errors.append(GraphQLError("Unknown type '\(name)'.\(hint)", locations: [node.loc]))
            return nil
        }
        if type.kind == .scalar, type.isBuiltIn { usedBuiltInScalars.insert(name) }
        return type
    }

    /// Converts a written type after checking that it names a known type fit for `use`;
    /// `coordinate` names the owner in the message (`Type.field`, `Type.field(arg:)`).
    mutating func reference(_ node: TypeNode, use: TypeUse, of coordinate: String) -> TypeReference {
        let reference = TypeReference(node)
        guard let type = resolve(node.namedType) else { return reference }
        let fits = use == .output ? type.isOutput : type.isInput
        if !fits {
            let expected = use == .output ? "Output" : "Input"
            errors.append(GraphQLError("The type of \(coordinate) must be \(expected) Type but got: \(reference).",
                                       locations: [node.loc]))
        }
        return reference
    }
}
