/// A parsed GraphQL document: executable definitions, type-system definitions, or both.
public struct Document: Hashable, Sendable {
    /// The definitions in source order.
    public var definitions: [Definition]
    /// The whole document's span.
    public var loc: Location

    /// Makes a document.
    public init(definitions: [Definition], loc: Location = .none) {
        self.definitions = definitions
        self.loc = loc
    }

    /// The operations, in source order.
    public var operations: [OperationDefinition] {
        definitions.compactMap { if case .operation(let o) = $0 { o } else { nil } }
    }

    /// The fragments, in source order.
    public var fragments: [FragmentDefinition] {
        definitions.compactMap { if case .fragment(let f) = $0 { f } else { nil } }
    }
}

/// One top-level definition.
public enum Definition: Hashable, Sendable {
    case operation(OperationDefinition)
    case fragment(FragmentDefinition)
    /// `schema { … }` or `extend schema …`.
    case schema(SchemaDefinition)
    /// A named type definition or extension.
    case type(TypeDefinition)
    case directive(DirectiveDefinition)

    /// The definition's span.
    public var loc: Location {
        switch self {
        case .operation(let d): d.loc
        case .fragment(let d): d.loc
        case .schema(let d): d.loc
        case .type(let d): d.loc
        case .directive(let d): d.loc
        }
    }

    /// Whether this is an operation or a fragment.
    public var isExecutable: Bool {
        switch self {
        case .operation, .fragment: true
        default: false
        }
    }
}

/// `query`, `mutation` or `subscription`.
public enum OperationType: String, Hashable, Sendable, CaseIterable {
    case query, mutation, subscription
}

/// An operation: `query Name($v: T = d) @dir { … }`, or the shorthand `{ … }`.
public struct OperationDefinition: Hashable, Sendable {
    /// The description written before the operation (executable descriptions, GraphQL.js 17).
    public var description: StringValue?
    public var operation: OperationType
    public var name: Name?
    public var variableDefinitions: [VariableDefinition]
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var loc: Location

    /// Makes an operation.
    public init(description: StringValue? = nil, operation: OperationType, name: Name? = nil,
                variableDefinitions: [VariableDefinition] = [], directives: [Directive] = [],
                selectionSet: SelectionSet, loc: Location = .none) {
        self.description = description
        self.operation = operation
        self.name = name
        self.variableDefinitions = variableDefinitions
        self.directives = directives
        self.selectionSet = selectionSet
        self.loc = loc
    }
}

/// `$name: Type = default @dir`.
public struct VariableDefinition: Hashable, Sendable {
    /// The description written before the variable (executable descriptions, GraphQL.js 17).
    public var description: StringValue?
    public var variable: Variable
    public var type: TypeNode
    public var defaultValue: Value?
    public var directives: [Directive]
    public var loc: Location

    /// Makes a variable definition.
    public init(description: StringValue? = nil, variable: Variable, type: TypeNode, defaultValue: Value? = nil,
                directives: [Directive] = [], loc: Location = .none) {
        self.description = description
        self.variable = variable
        self.type = type
        self.defaultValue = defaultValue
        self.directives = directives
        self.loc = loc
    }
}

/// `fragment Name on Type @dir { … }`.
public struct FragmentDefinition: Hashable, Sendable {
    /// The description written before the fragment (executable descriptions, GraphQL.js 17).
    public var description: StringValue?
    public var name: Name
    public var typeCondition: NamedType
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var loc: Location

    /// Makes a fragment.
    public init(description: StringValue? = nil, name: Name, typeCondition: NamedType, directives: [Directive] = [],
                selectionSet: SelectionSet, loc: Location = .none) {
        self.description = description
        self.name = name
        self.typeCondition = typeCondition
        self.directives = directives
        self.selectionSet = selectionSet
        self.loc = loc
    }
}

/// `@name(arg: value)`.
public struct Directive: Hashable, Sendable {
    public var name: Name
    public var arguments: [Argument]
    public var loc: Location

    /// Makes a directive.
    public init(name: Name, arguments: [Argument] = [], loc: Location = .none) {
        self.name = name
        self.arguments = arguments
        self.loc = loc
    }
}

/// `name: value`, in a field or a directive.
public struct Argument: Hashable, Sendable {
    public var name: Name
    public var value: Value
    public var loc: Location

    /// Makes an argument.
    public init(name: Name, value: Value, loc: Location = .none) {
        self.name = name
        self.value = value
        self.loc = loc
    }
}
