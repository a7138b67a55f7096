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
/// A missing query type is a warning: extension bases and SDL fragments often have none,
/// and operation validation reports the operations that need it.
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
    /// Built-in scalars the schema refers to or defines (the others are dropped, as GraphQL.js does).
    var usedBuiltInScalars: Set<String> = ["String", "Boolean"]
    /// Where each SDL type's name was written, for duplicate reports.
    var definedNameLocations: [String: Location] = [:]

    init(options: SchemaBuildOptions) {
        self.options = options
    }

    mutating func build(_ documents: [Document]) throws -> Schema {
        collect(documents)
        declareTypes()
        for definition in typeDefinitions {
            if let type = schema.types[definition.name.value], type.locations.first == definition.loc {
                absorb(definition, into: type)
            }
        }
        applyExtensions()
        buildDirectives()
        resolveRootTypes()
        guard errors.isEmpty else { throw GraphQLErrors(errors) }
        applyTypeDirectives()
        dropUnusedScalars()
        computePossibleTypes()
        schema.warnings = warnings + SchemaChecks.problems(in: schema)
        return schema
    }

    /// Sorts every definition by what it is, keeping document order within each group.
    private mutating func collect(_ documents: [Document]) {
        for document in documents {
            for definition in document.definitions {
                switch definition {
                case .schema(let node): schemaDefinitions.append(node)
                case .type(let node):
                    if node.isExtension { typeExtensions.append(node) } else { typeDefinitions.append(node) }
                case .directive(let node): directiveDefinitions.append(node)
                case .operation, .fragment: break  // Executable definitions say nothing about the schema.
                }
            }
        }
    }

    /// Makes a type for every definition, then adds the built-ins the SDL did not define.
    private mutating func declareTypes() {
        for definition in typeDefinitions {
            let name = definition.name.value
            if let existing = schema.types[name] {
                errors.append(GraphQLError("There can be only one type named '\(name)'.",
                                           locations: [definedNameLocations[name] ?? existing.locations.first ?? .none,
                                                       definition.name.loc]))
                continue
            }
            let isStandard = BuiltIns.standardTypeNames.contains(name)
            if isStandard, BuiltIns.scalarNames.contains(name) { usedBuiltInScalars.insert(name) }
            let type = SchemaType(kind: definition.kind, name: name, isBuiltIn: isStandard)
            type.description = definition.description?.value
            definedNameLocations[name] = definition.name.loc
            type.locations.append(definition.loc)
            schema.types[name] = type
            schema.typeNames.append(name)
        }
        for type in BuiltIns.makeScalars() + BuiltIns.makeIntrospectionTypes() where schema.types[type.name] == nil {
            schema.types[type.name] = type
            schema.typeNames.append(type.name)
        }
    }

    /// Applies each `extend` form to the type it names, in document order.
    private mutating func applyExtensions() {
        for node in typeExtensions {
            let name = node.name.value
            guard let type = schema.types[name] else {
                let hint = SchemaSuggestions.didYouMean(name, among: schema.typeNames)
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
            absorb(node, into: type)
        }
    }

    /// Takes `@specifiedBy(url:)` and `@oneOf` from each type's directives.
    private func applyTypeDirectives() {
        for name in schema.typeNames {
            guard let type = schema.types[name], !type.directives.isEmpty else { continue }
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
        for name in unused { schema.types[name] = nil }
        schema.typeNames.removeAll { unused.contains($0) }
    }
}
