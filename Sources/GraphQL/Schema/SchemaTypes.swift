/// A named type of a ``Schema``: scalar, object, interface, union, enum or input object.
///
/// Built once by the schema builder and not changed after; the members a kind does not have
/// stay empty.
public final class SchemaType: @unchecked Sendable {
    /// The kind of type.
    public let kind: TypeKind
    /// The type's name.
    public let name: String
    /// The description, if any (made from the SDL when asked).
    public internal(set) var description: String? {
        get { describedBy?.value }
        set { describedBy = newValue.map { StringValue($0) } }
    }
    /// The description as written.
    var describedBy: StringValue?
    /// Fields of an object or interface, in definition order (extensions appended).
    /// Unchecked exclusivity (as for the indexes below): only the builder writes, before the
    /// schema is shared; validation reads them for every field it walks.
    @exclusivity(unchecked) public internal(set) var fields: [SchemaField] = []
    /// The interfaces an object or interface implements, in order.
    public internal(set) var interfaces: [String] = []
    /// A union's members, in order.
    public internal(set) var unionMembers: [String] = []
    /// An enum's values, in order.
    public internal(set) var enumValues: [SchemaEnumValue] = []
    /// An input object's fields, in order.
    public internal(set) var inputFields: [SchemaInputValue] = []
    /// The directives applied to the type (definition and extensions).
    public internal(set) var directives: [Directive] = []
    /// `@specifiedBy(url:)` of a scalar.
    public internal(set) var specifiedByURL: String?
    /// Whether an input object is `@oneOf`.
    public internal(set) var isOneOf: Bool = false
    /// Whether this is one of the five built-in scalars or an introspection type.
    public let isBuiltIn: Bool
    /// Where the type was defined and extended.
    public internal(set) var locations: [Location] = []

    /// Field positions by name.
    @exclusivity(unchecked) var fieldIndex = NameIndex()
    /// The named type each field returns, at the field's position in ``fields``: linked by the
    /// builder as it resolves the field's type, so validation reaches it by reference instead
    /// of looking its name up. The owning ``Schema`` unlinks them when it goes (types refer to
    /// each other, often in cycles).
    @exclusivity(unchecked) var fieldNamedTypes: [SchemaType?] = []
    @exclusivity(unchecked) var inputFieldIndex = NameIndex()
    @exclusivity(unchecked) var enumValueIndex = NameIndex()

    /// `.named(name)`, made once so that every reference to the type shares it.
    let namedReference: TypeReference
    /// `.nonNull(.named(name))`, made by the builder for the first `T!` naming the type so
    /// that the later ones share it (a schema writes `T!` for thousands of fields and
    /// arguments: an allocation each, then a free each).
    @exclusivity(unchecked) var nonNullReference: TypeReference?

    /// Makes an empty type; the builder fills it.
    public init(kind: TypeKind, name: String, isBuiltIn: Bool = false) {
        self.kind = kind
        self.name = name
        self.isBuiltIn = isBuiltIn
        self.namedReference = .named(name)
    }

    /// The field of an object or interface with this name (not `__typename`: see
    /// ``Schema/field(_:on:)``).
    public func field(_ name: String) -> SchemaField? {
        fieldIndex.position(of: name).map { fields[$0] }
    }

    /// The type of the field with this name (without copying the field).
    public func fieldType(_ name: String) -> TypeReference? {
        fieldIndex.position(of: name).map { fields[$0].type }
    }

    /// The field with this name, by its position (not `__typename`: see
    /// ``Schema/selectedField(_:on:)``).
    func selectedField(_ name: String) -> SelectedField? {
        fieldIndex.position(of: name).map { .member(self, index: $0) }
    }

    /// The input field of an input object with this name.
    public func inputField(_ name: String) -> SchemaInputValue? {
        inputFieldIndex.position(of: name).map { inputFields[$0] }
    }

    /// The enum value with this name.
    public func enumValue(_ name: String) -> SchemaEnumValue? {
        enumValueIndex.position(of: name).map { enumValues[$0] }
    }

    /// Objects, interfaces and unions can be selected from.
    public var isComposite: Bool { kind == .object || kind == .interface || kind == .union }
    /// Interfaces and unions.
    public var isAbstract: Bool { kind == .interface || kind == .union }
    /// Scalars and enums.
    public var isLeaf: Bool { kind == .scalar || kind == .enum }
    /// Scalars, enums and input objects.
    public var isInput: Bool { kind == .scalar || kind == .enum || kind == .inputObject }
    /// Scalars, enums, objects, interfaces and unions.
    public var isOutput: Bool { kind != .inputObject }

    /// Makes room for `count` more fields, so adding them does not rehash the index.
    func reserveFields(_ count: Int) {
        fields.reserveCapacity(fields.count + count)
        fieldNamedTypes.reserveCapacity(fields.count + count)
        fieldIndex.reserve(count)
    }

    /// Adds a field, with the named type it returns when known, unless one of that name
    /// exists, and then returns the existing one's position (the builder reports duplicates).
    /// One hash in the common case.
    @discardableResult
    func append(field: consuming SchemaField, namedType: SchemaType? = nil) -> Int? {
        if let existing = fieldIndex.add(field.name) { return existing }
        fields.append(consume field)
        fieldNamedTypes.append(namedType)
        return nil
    }

    /// Links each field's named type by name through `type` (for types built outside the
    /// builder's resolution: the introspection types).
    func linkFieldTypes(_ type: (String) -> SchemaType?) {
        fieldNamedTypes = fields.map { type($0.type.namedType) }
    }

    /// Adds an input field unless one of that name exists, and then returns the existing
    /// one's position. One hash.
    @discardableResult
    func append(inputField: consuming SchemaInputValue) -> Int? {
        if let existing = inputFieldIndex.add(inputField.name) { return existing }
        inputFields.append(inputField)
        return nil
    }

    /// Adds an enum value unless one of that name exists, and then returns the existing one's
    /// position (the builder reports duplicates). One hash.
    @discardableResult
    func append(enumValue: consuming SchemaEnumValue) -> Int? {
        if let existing = enumValueIndex.add(enumValue.name) { return existing }
        enumValues.append(enumValue)
        return nil
    }
}

/// A field of an object or interface.
public struct SchemaField: Hashable, Sendable {
    public var name: String
    public var description: String? {
        get { describedBy?.value }
        set { describedBy = newValue.map { StringValue($0) } }
    }
    /// The description as written (its text is made when asked).
    var describedBy: StringValue?
    public var arguments: [SchemaInputValue]
    public var type: TypeReference
    public var directives: [Directive]
    /// The `@deprecated(reason:)` reason, when deprecated.
    public var deprecationReason: String?
    public var loc: Location

    /// Makes a field.
    public init(name: String, description: String? = nil, arguments: [SchemaInputValue] = [],
                type: TypeReference, directives: [Directive] = [], deprecationReason: String? = nil,
                loc: Location = .none) {
        self.name = name
        self.describedBy = description.map { StringValue($0) }
        self.arguments = arguments
        self.type = type
        self.directives = directives
        self.deprecationReason = deprecationReason
        self.loc = loc
    }

    /// A field with its description as written (the builder's: it passes the field straight
    /// into the type's array, with no copy to set the description on).
    init(name: String, describedBy: StringValue?, arguments: [SchemaInputValue], type: TypeReference,
         directives: [Directive], deprecationReason: String?, loc: Location) {
        self.name = name
        self.describedBy = describedBy
        self.arguments = arguments
        self.type = type
        self.directives = directives
        self.deprecationReason = deprecationReason
        self.loc = loc
    }

    /// The argument with this name.
    public func argument(_ name: String) -> SchemaInputValue? {
        arguments.first { $0.name == name }
    }

    /// Whether the field is deprecated.
    public var isDeprecated: Bool { deprecationReason != nil }
}

/// An argument of a field or directive, or a field of an input object.
public struct SchemaInputValue: Hashable, Sendable {
    public var name: String
    public var description: String? {
        get { describedBy?.value }
        set { describedBy = newValue.map { StringValue($0) } }
    }
    /// The description as written (its text is made when asked).
    var describedBy: StringValue?
    public var type: TypeReference
    /// The default value as written in the SDL.
    public var defaultValue: Value?
    public var directives: [Directive]
    public var deprecationReason: String?
    public var loc: Location

    /// Makes an input value.
    public init(name: String, description: String? = nil, type: TypeReference, defaultValue: Value? = nil,
                directives: [Directive] = [], deprecationReason: String? = nil, loc: Location = .none) {
        self.name = name
        self.describedBy = description.map { StringValue($0) }
        self.type = type
        self.defaultValue = defaultValue
        self.directives = directives
        self.deprecationReason = deprecationReason
        self.loc = loc
    }

    /// Non-null with no default: the caller must provide it.
    public var isRequired: Bool { type.isNonNull && defaultValue == nil }
}

/// A value of an enum type.
public struct SchemaEnumValue: Hashable, Sendable {
    public var name: String
    public var description: String? {
        get { describedBy?.value }
        set { describedBy = newValue.map { StringValue($0) } }
    }
    /// The description as written (its text is made when asked).
    var describedBy: StringValue?
    public var directives: [Directive]
    public var deprecationReason: String?
    public var loc: Location

    /// Makes an enum value.
    public init(name: String, description: String? = nil, directives: [Directive] = [],
                deprecationReason: String? = nil, loc: Location = .none) {
        self.name = name
        self.describedBy = description.map { StringValue($0) }
        self.directives = directives
        self.deprecationReason = deprecationReason
        self.loc = loc
    }

    /// An enum value with its description as written (the builder's).
    init(name: String, describedBy: StringValue?, directives: [Directive], deprecationReason: String?, loc: Location) {
        self.name = name
        self.describedBy = describedBy
        self.directives = directives
        self.deprecationReason = deprecationReason
        self.loc = loc
    }
}

/// A directive the schema declares (built in or from SDL).
public struct SchemaDirective: Hashable, Sendable {
    public var name: String
    public var description: String? {
        get { describedBy?.value }
        set { describedBy = newValue.map { StringValue($0) } }
    }
    /// The description as written (its text is made when asked).
    var describedBy: StringValue?
    public var arguments: [SchemaInputValue]
    public var isRepeatable: Bool
    public var locations: [DirectiveLocation]
    public var isBuiltIn: Bool
    public var loc: Location

    /// Makes a directive definition.
    public init(name: String, description: String? = nil, arguments: [SchemaInputValue] = [],
                isRepeatable: Bool = false, locations: [DirectiveLocation], isBuiltIn: Bool = false,
                loc: Location = .none) {
        self.name = name
        self.describedBy = description.map { StringValue($0) }
        self.arguments = arguments
        self.isRepeatable = isRepeatable
        self.locations = locations
        self.isBuiltIn = isBuiltIn
        self.loc = loc
    }

    /// The argument with this name.
    public func argument(_ name: String) -> SchemaInputValue? {
        arguments.first { $0.name == name }
    }
}
