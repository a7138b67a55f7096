/// Builds a schema from SDL documents: the schema document plus any extension documents,
/// all in one offset space.
///
/// Definitions are merged first, then every `extend` form is applied in document order (an
/// extension may come before the type it extends). Loading is lenient: problems a real
/// server schema may have (see ``SchemaChecks``) become ``Schema/warnings``. Only what
/// leaves the schema unusable throws ``GraphQLErrors``:
/// - two definitions of one type or directive name, or two schema definitions;
/// - an extension of an undefined type, or of a type of another kind;
/// - a reference to an unknown type (field, argument, input field, interface, union member,
///   root operation type), or to a type of the wrong kind (an input object as a field's type,
///   an object as an argument's type, a non-interface after `implements`, a non-object union
///   member or root type);
/// - two types for one root operation.
///
/// A member declared twice (field, argument, enum value, input field, interface, union
/// member) keeps its first declaration and warns. A missing query type is a warning:
/// extension bases and SDL fragments often have none, and operation validation reports the
/// operations that need it. SDL-rule problems (an unknown directive, a wrong directive
/// argument) are not looked for: ``validateSDL(_:schema:rules:)`` finds them on demand.
///
/// Time and memory are linear in the size of the documents.
public func buildSchema(_ documents: [Document], options: SchemaBuildOptions = SchemaBuildOptions()) throws -> Schema {
    var builder = SchemaBuilder(options: options)
    return try builder.build(documents)
}

/// Parses SDL text and builds a schema from it. Throws the parser's `GraphQLError` for a
/// syntax error, ``GraphQLErrors`` when the schema cannot be built.
public func buildSchema(sdl: String, options: SchemaBuildOptions = SchemaBuildOptions()) throws -> Schema {
    try buildSchema([parse(Source(sdl))], options: options)
}

/// One build: collects definitions, then fills a ``Schema`` in passes.
struct SchemaBuilder {
    let options: SchemaBuildOptions
    let schema = Schema()
    /// Problems that stop the build.
    var errors: [GraphQLError] = []
    /// Problems that do not.
    var warnings: [GraphQLError] = []
    var schemaDefinitions: [SchemaDefinition] = []
    var typeDefinitions: [TypeDefinition] = []
    var typeExtensions: [TypeDefinition] = []
    var directiveDefinitions: [DirectiveDefinition] = []
    /// The types' names in definition order, with their positions in ``declaredTypes``: a
    /// struct's index is cheaper to read and write than a class property. Handed to the
    /// schema once the build cannot fail.
    var typeIndex = NameIndex()
    /// The types in definition order.
    var declaredTypes: [SchemaType] = []
    /// Type names in definition order.
    var typeNames: [String] { typeIndex.names }
    /// Built-in scalars the schema refers to or defines (the others are dropped, as GraphQL.js does).
    var usedBuiltInScalars: Set<String> = ["String", "Boolean"]
    /// The built-in scalar types a reference has named so far (at most five).
    var referencedScalars: [SchemaType] = []

    init(options: SchemaBuildOptions) {
        self.options = options
    }

    mutating func build(_ documents: [Document]) throws -> Schema {
        collect(documents)
        // Each definition is read in place (a copy of one retains and releases all its parts);
        // the array is held apart from `self`, which absorbing changes.
        let definitions = typeDefinitions
        let declared = declareTypes()
        definitions.withUnsafeBufferPointer { definitions in
            for (position, type) in declared { absorb(definitions.baseAddress! + position, into: type) }
        }
        applyExtensions()
        buildDirectives()
        resolveRootTypes()
        guard errors.isEmpty else {
            // No schema will own the types: unlink them, or their cycles would outlive the build.
            for type in declaredTypes { type.fieldNamedTypes = [] }
            throw GraphQLErrors(errors)
        }
        schema.adopt(declaredTypes, index: typeIndex)
        applyTypeDirectives()
        dropUnusedScalars()
        computePossibleTypes()
        schema.warnings = warnings + SchemaChecks.problems(in: schema)
        return schema
    }

    /// Sorts every definition by what it is, keeping document order within each group. The
    /// definitions are read in place: `for definition in` copied each one first.
    private mutating func collect(_ documents: [Document]) {
        for document in documents {
            document.definitions.withUnsafeBufferPointer { definitions in
                for index in definitions.indices { collect(definitions[index]) }
            }
        }
    }

    private mutating func collect(_ definition: Definition) {
        switch definition {
        case .schema(let node): schemaDefinitions.append(node)
        case .type(let node):
            if node.isExtension { typeExtensions.append(node) } else { typeDefinitions.append(node) }
        case .directive(let node): directiveDefinitions.append(node)
        case .operation, .fragment: break  // Executable definitions say nothing about the schema.
        }
    }

    /// Makes a type for every definition, then adds the built-ins the SDL did not define.
    /// Returns each definition's position in ``typeDefinitions`` with the type made for it (a
    /// repeated name gets none).
    private mutating func declareTypes() -> [(Int, SchemaType)] {
        var declared: [(Int, SchemaType)] = []
        declared.reserveCapacity(typeDefinitions.count)
        let expected = typeDefinitions.count + BuiltIns.standardTypeNames.count
        typeIndex.reserve(expected)
        declaredTypes.reserveCapacity(expected)
        let definitions = typeDefinitions
        for position in definitions.indices {
            let name = definitions[position].name.value
            if let position = typeIndex.position(of: name) {
                let existing = declaredTypes[position]
                errors.append(GraphQLError("There can be only one type named '\(name)'.",
                                           locations: [firstNameLocation(of: name) ?? existing.locations.first ?? .none,
                                                       definitions[position].name.loc]))
                continue
            }
            let isStandard = BuiltIns.standardTypeNameSet.contains(name)
            if isStandard, BuiltIns.scalarNames.contains(name) { usedBuiltInScalars.insert(name) }
            let type = SchemaType(kind: definitions[position].kind, name: name, isBuiltIn: isStandard)
            type.describedBy = definitions[position].description
            type.locations.append(definitions[position].loc)
            _ = typeIndex.add(name)
            declaredTypes.append(type)
            declared.append((position, type))
        }
        var introspection: [SchemaType] = []
        for type in BuiltIns.makeScalars() + BuiltIns.makeIntrospectionTypes() where typeIndex.add(type.name) == nil {
            declaredTypes.append(type)
            if !type.fields.isEmpty { introspection.append(type) }
        }
        // Their fields were made before the types they return existed.
        for type in introspection { type.linkFieldTypes { self.type(named: $0) } }
        return declared
    }

    /// The type declared with this name.
    func type(named name: String) -> SchemaType? {
        typeIndex.position(of: name).map { declaredTypes[$0] }
    }

    /// Where the first definition of a type wrote its name (looked up on error only).
    private func firstNameLocation(of name: String) -> Location? {
        typeDefinitions.first { $0.name.value == name }?.name.loc
    }

    /// Applies each `extend` form to the type it names, in document order.
    private mutating func applyExtensions() {
        for node in typeExtensions {
            let name = node.name.value
            guard let type = type(named: name) else {
                let hint = SchemaSuggestions.didYouMean(name, among: typeNames)
                errors.append(GraphQLError("Cannot extend type '\(name)' because it is not defined.\(hint)",
                                           locations: [node.name.loc]))
                continue
            }
            guard type.kind == node.kind else {
                let kind = node.kind == .inputObject ? "input object" : node.kind.rawValue
                errors.append(GraphQLError("Cannot extend non-\(kind) type '\(name)'.", locations: [node.loc]))
                continue
            }
            type.locations.append(node.loc)
            withUnsafePointer(to: node) { absorb($0, into: type) }
        }
    }

    /// Takes `@specifiedBy(url:)` and `@oneOf` from each type's directives.
    private func applyTypeDirectives() {
        for type in declaredTypes where !type.directives.isEmpty {
            for directive in type.directives {
                switch directive.name.value {
                case "specifiedBy" where type.kind == .scalar:
                    if case .string(let url)? = directive.arguments.first(where: { $0.name.value == "url" })?.value {
                        type.specifiedByURL = url.value
                    }
                case "oneOf" where type.kind == .inputObject:
                    type.isOneOf = true
                default: break
                }
            }
        }
    }

    /// Drops `Int`, `Float` and `ID` when nothing refers to them, as GraphQL.js does.
    private mutating func dropUnusedScalars() {
        guard !options.keepsUnusedBuiltInScalars else { return }
        let unused = Set(BuiltIns.scalarNames).subtracting(usedBuiltInScalars)
        guard !unused.isEmpty else { return }
        for name in unused { schema.drop(name) }
    }
}
