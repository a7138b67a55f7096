/// What the SDL rules share: the document, the schema it extends, and indexes computed once.
public final class SDLValidationContext: Sendable {
    /// The SDL document being checked.
    public let document: Document
    /// The schema the document extends, if any.
    public let schema: Schema?
    /// Type definitions (not extensions), in document order.
    let typeDefinitions: [TypeDefinition]
    /// The first definition of each type name in the document.
    let definedTypes: [String: TypeDefinition]
    /// Directive definitions (not extensions), in document order.
    let directiveDefinitions: [DirectiveDefinition]
    /// The directives a usage can name: the schema's (or the specified ones), then the
    /// document's, which replace them.
    let knownDirectives: [String: KnownDirective]
    /// Every place a list of directives is applied (type-system and executable definitions).
    let directiveSites: [DirectiveSite]
    /// The parts of the document's operations and fragments the rules look at.
    let executable: SDLExecutableParts

    /// Indexes a document.
    public init(document: Document, schema: Schema?) {
        self.document = document
        self.schema = schema
        var types: [TypeDefinition] = []
        var defined: [String: TypeDefinition] = [:]
        var directives: [DirectiveDefinition] = []
        for definition in document.definitions {
            switch definition {
            case .type(let node) where !node.isExtension:
                types.append(node)
                if defined[node.name.value] == nil { defined[node.name.value] = node }
            case .directive(let node) where !node.isExtension: directives.append(node)
            default: break
            }
        }
        typeDefinitions = types
        definedTypes = defined
        directiveDefinitions = directives
        knownDirectives = KnownDirective.index(schema: schema, definitions: directives)
        executable = SDLExecutableParts(document)
        directiveSites = DirectiveSite.collect(in: document) + executable.directiveSites
    }

    /// Names of the schema's types and the document's, for suggestions.
    var allTypeNames: [String] {
        (schema?.typeNames ?? []) + typeDefinitions.map(\.name.value)
    }
}

/// A directive as usages see it: where it may stand, its arguments, whether it repeats.
struct KnownDirective: Sendable {
    var locations: Set<String>
    /// Argument names with their written type, in order.
    var arguments: [(name: String, type: String, isRequired: Bool)]
    var isRepeatable: Bool

    static func index(schema: Schema?, definitions: [DirectiveDefinition]) -> [String: KnownDirective] {
        var known: [String: KnownDirective] = [:]
        let existing = schema.map { schema in schema.directiveNames.compactMap { schema.directives[$0] } }
            ?? BuiltIns.directives(includingDeferAndStream: false)
        for directive in existing {
            known[directive.name] = KnownDirective(
                locations: Set(directive.locations.map(\.rawValue)),
                arguments: directive.arguments.map { ($0.name, $0.type.description, $0.isRequired) },
                isRepeatable: directive.isRepeatable)
        }
        for node in definitions {
            known[node.name.value] = KnownDirective(
                locations: Set(node.locations.map(\.value)),
                arguments: node.arguments.map {
                    let type = TypeReference($0.type)
                    return ($0.name.value, type.description, type.isNonNull && $0.defaultValue == nil)
                },
                isRepeatable: node.repeatable)
        }
        return known
    }
}

/// A list of directives applied to one node, with the location kind of that node.
struct DirectiveSite: Sendable {
    var directives: [Directive]
    var location: DirectiveLocation
    /// Nodes that share one set of directives for uniqueness: a type's definition and its
    /// extensions (`type:Name`), the schema definition and its extensions (`schema`), a
    /// directive's definition and extensions (`directive:name`). Nil for a node alone.
    var group: String? = nil

    /// Every directive site of the type-system definitions of a document, in document order.
    static func collect(in document: Document) -> [DirectiveSite] {
        var sites: [DirectiveSite] = []
        func add(_ directives: [Directive], _ location: DirectiveLocation, _ group: String? = nil) {
            sites.append(DirectiveSite(directives: directives, location: location, group: group))
        }
        func addArguments(_ arguments: [InputValueDefinition]) {
            for argument in arguments { add(argument.directives, .ARGUMENT_DEFINITION) }
        }
        for definition in document.definitions {
            switch definition {
            case .schema(let node):
                add(node.directives, .SCHEMA, "schema")
            case .type(let node):
                add(node.directives, node.kind.directiveLocation, "type:\(node.name.value)")
                for field in node.fields {
                    add(field.directives, .FIELD_DEFINITION)
                    addArguments(field.arguments)
                }
                for value in node.enumValues { add(value.directives, .ENUM_VALUE) }
                for field in node.inputFields { add(field.directives, .INPUT_FIELD_DEFINITION) }
            case .directive(let node):
                add(node.directives, .DIRECTIVE_DEFINITION, "directive:\(node.name.value)")
                addArguments(node.arguments)
            case .operation, .fragment:
                break  // SDL validation looks at type-system definitions only.
            }
        }
        return sites
    }
}

extension TypeKind {
    /// The directive location of a definition of this kind.
    var directiveLocation: DirectiveLocation {
        switch self {
        case .scalar: .SCALAR
        case .object: .OBJECT
        case .interface: .INTERFACE
        case .union: .UNION
        case .enum: .ENUM
        case .inputObject: .INPUT_OBJECT
        }
    }
}

extension DirectiveLocation {
    /// The location as messages name it: `field definition`.
    var spoken: String {
        String(rawValue.lowercased().map { $0 == "_" ? " " : $0 })
    }
}
