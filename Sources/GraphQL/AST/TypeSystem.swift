/// `schema { query: Q }` or `extend schema @dir { … }`.
public struct SchemaDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var directives: [Directive]
    public var operationTypes: [OperationTypeDefinition]
    /// Whether it was written `extend schema`.
    public var isExtension: Bool
    public var loc: Location

    /// Makes a schema definition or extension.
    public init(description: StringValue? = nil, directives: [Directive] = [],
                operationTypes: [OperationTypeDefinition] = [], isExtension: Bool = false, loc: Location = .none) {
        self.description = description
        self.directives = directives
        self.operationTypes = operationTypes
        self.isExtension = isExtension
        self.loc = loc
    }
}

/// `query: QueryType` inside a schema definition.
public struct OperationTypeDefinition: Hashable, Sendable {
    public var operation: OperationType
    public var type: NamedType
    public var loc: Location

    /// Makes an operation type definition.
    public init(operation: OperationType, type: NamedType, loc: Location = .none) {
        self.operation = operation
        self.type = type
        self.loc = loc
    }
}

/// The kind of a named type.
public enum TypeKind: String, Hashable, Sendable {
    case scalar, object, interface, union, `enum`, inputObject

    /// The SDL keyword that introduces the kind (`type` for objects).
    public var keyword: String {
        switch self {
        case .scalar: "scalar"
        case .object: "type"
        case .interface: "interface"
        case .union: "union"
        case .enum: "enum"
        case .inputObject: "input"
        }
    }
}

/// A named type definition or extension of any kind.
///
/// One shape serves all six kinds: the members a kind does not have stay empty
/// (`fields` for objects and interfaces, `interfaces` for objects and interfaces,
/// `unionMembers`, `enumValues`, `inputFields`).
public struct TypeDefinition: Hashable, Sendable {
    public var kind: TypeKind
    public var description: StringValue?
    public var name: Name
    public var interfaces: [NamedType]
    public var directives: [Directive]
    public var fields: [FieldDefinition]
    public var unionMembers: [NamedType]
    public var enumValues: [EnumValueDefinition]
    public var inputFields: [InputValueDefinition]
    /// Whether it was written `extend <kind> …`.
    public var isExtension: Bool
    public var loc: Location

    /// Makes a type definition or extension.
    public init(kind: TypeKind, description: StringValue? = nil, name: Name, interfaces: [NamedType] = [],
                directives: [Directive] = [], fields: [FieldDefinition] = [], unionMembers: [NamedType] = [],
                enumValues: [EnumValueDefinition] = [], inputFields: [InputValueDefinition] = [],
                isExtension: Bool = false, loc: Location = .none) {
        self.kind = kind
        self.description = description
        self.name = name
        self.interfaces = interfaces
        self.directives = directives
        self.fields = fields
        self.unionMembers = unionMembers
        self.enumValues = enumValues
        self.inputFields = inputFields
        self.isExtension = isExtension
        self.loc = loc
    }
}

/// `name(args): Type @dir` in an object or interface.
public struct FieldDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var arguments: [InputValueDefinition]
    public var type: TypeNode
    public var directives: [Directive]
    public var loc: Location

    /// Makes a field definition.
    public init(description: StringValue? = nil, name: Name, arguments: [InputValueDefinition] = [],
                type: TypeNode, directives: [Directive] = [], loc: Location = .none) {
        self.description = description
        self.name = name
        self.arguments = arguments
        self.type = type
        self.directives = directives
        self.loc = loc
    }
}

/// An argument definition or an input field: `name: Type = default @dir`.
public struct InputValueDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var type: TypeNode
    public var defaultValue: Value?
    public var directives: [Directive]
    public var loc: Location

    /// Makes an input value definition.
    public init(description: StringValue? = nil, name: Name, type: TypeNode, defaultValue: Value? = nil,
                directives: [Directive] = [], loc: Location = .none) {
        self.description = description
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.directives = directives
        self.loc = loc
    }
}

/// `VALUE @dir` in an enum.
public struct EnumValueDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var directives: [Directive]
    public var loc: Location

    /// Makes an enum value definition.
    public init(description: StringValue? = nil, name: Name, directives: [Directive] = [], loc: Location = .none) {
        self.description = description
        self.name = name
        self.directives = directives
        self.loc = loc
    }
}

/// `directive @name(args) @dir repeatable on LOCATION | …`, or `extend directive @name @dir`.
public struct DirectiveDefinition: Hashable, Sendable {
    public var description: StringValue?
    public var name: Name
    public var arguments: [InputValueDefinition]
    public var repeatable: Bool
    public var locations: [Name]
    /// Directives applied to the definition itself (`directive @d @onDirectiveDefinition on …`,
    /// GraphQL.js 17; their location is `DIRECTIVE_DEFINITION`).
    public var directives: [Directive]
    /// Whether it was written `extend directive @name @dir …` (no arguments, no locations).
    public var isExtension: Bool
    public var loc: Location

    /// Makes a directive definition or extension.
    public init(description: StringValue? = nil, name: Name, arguments: [InputValueDefinition] = [],
                repeatable: Bool = false, locations: [Name], directives: [Directive] = [],
                isExtension: Bool = false, loc: Location = .none) {
        self.description = description
        self.name = name
        self.arguments = arguments
        self.repeatable = repeatable
        self.locations = locations
        self.directives = directives
        self.isExtension = isExtension
        self.loc = loc
    }
}

/// The places a directive may stand, as the specification names them.
public enum DirectiveLocation: String, Hashable, Sendable, CaseIterable {
    case QUERY, MUTATION, SUBSCRIPTION, FIELD, FRAGMENT_DEFINITION, FRAGMENT_SPREAD, INLINE_FRAGMENT
    case VARIABLE_DEFINITION
    case SCHEMA, SCALAR, OBJECT, FIELD_DEFINITION, ARGUMENT_DEFINITION, INTERFACE, UNION, ENUM, ENUM_VALUE
    case INPUT_OBJECT, INPUT_FIELD_DEFINITION
    /// GraphQL.js 17: directives on directive definitions and on fragment variables.
    case DIRECTIVE_DEFINITION, FRAGMENT_VARIABLE_DEFINITION
}
