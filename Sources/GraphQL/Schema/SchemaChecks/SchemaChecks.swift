/// GraphQL.js `validateSchema`-style checks of a built schema: root types, reserved names,
/// empty types, interface implementations, input objects, deprecation rules.
///
/// ``buildSchema(_:options:)`` runs them and keeps what they find as ``Schema/warnings``: a
/// schema served by a real server may break a newer rule (GitHub's deprecates implementation
/// fields its interfaces do not) and must still load. Linear in the schema's size (interface
/// checks are per object, per interface field, with dictionary lookups).
public struct SchemaChecks {
    let schema: Schema
    var problems: [GraphQLError] = []

    /// Prepares the checks of a schema.
    public init(schema: Schema) {
        self.schema = schema
    }

    /// Runs every check on a schema.
    public static func problems(in schema: Schema) -> [GraphQLError] {
        var checks = SchemaChecks(schema: schema)
        return checks.run()
    }

    /// Runs every check; the problems come in a stable order (types in definition order).
    public mutating func run() -> [GraphQLError] {
        problems = []
        checkRootTypes()
        checkDirectives()
        for type in schema.orderedTypes where !type.isBuiltIn {
            checkReservedName(type.name, at: type.locations.first)
            check(type)
        }
        checkInputObjectCycles()
        return problems
    }

    mutating func report(_ message: String, _ locations: [Location?]) {
        problems.append(GraphQLError(message, locations: locations.compactMap { $0 }.filter(\.isKnown)))
    }

    private mutating func check(_ type: SchemaType) {
        switch type.kind {
        case .object, .interface:
            if type.fields.isEmpty { report("Type \(type.name) must define one or more fields.", type.locations) }
            checkFields(of: type)
            checkImplementations(of: type)
        case .union:
            if type.unionMembers.isEmpty {
                report("Union type \(type.name) must define one or more member types.", type.locations)
            }
        case .enum:
            checkEnum(type)
        case .inputObject:
            checkInputFields(of: type)
        case .scalar:
            break
        }
    }

    private mutating func checkRootTypes() {
        if schema.rootTypeNames[.query] == nil { report("Query root type must be provided.", []) }
        var operationsByType: [String: [OperationType]] = [:]
        for operation in OperationType.allCases {
            if let name = schema.rootTypeNames[operation] { operationsByType[name, default: []].append(operation) }
        }
        for (name, operations) in operationsByType.sorted(by: { $0.key < $1.key }) where operations.count > 1 {
            let list = operations.map(\.rawValue).joined(separator: " and ")
            report("All root types must be different, \"\(name)\" type is used as \(list) root types.",
                   schema.type(named: name)?.locations ?? [])
        }
    }

    private mutating func checkDirectives() {
        for name in schema.directiveNames {
            guard let directive = schema.directives[name], !directive.isBuiltIn else { continue }
            checkReservedName(name, at: directive.loc)
            for argument in directive.arguments where argument.isRequired && argument.deprecationReason != nil {
                report("Required argument @\(name)(\(argument.name):) cannot be deprecated.", [argument.loc])
            }
        }
    }

    mutating func checkReservedName(_ name: String, at location: Location?) {
        if name.utf8.first == UInt8(ascii: "_"), name.hasPrefix("__") {
            report("Name \"\(name)\" must not begin with \"__\", which is reserved by GraphQL introspection.", [location])
        }
    }

    private mutating func checkFields(of type: SchemaType) {
        // Indexing reads fields in place; `for field in` would copy each one (a dozen
        // reference counts) for a check that almost never fires.
        let fields = type.fields
        for index in fields.indices {
            checkReservedName(fields[index].name, at: fields[index].loc)
            let arguments = fields[index].arguments
            for position in arguments.indices {
                checkReservedName(arguments[position].name, at: arguments[position].loc)
                if arguments[position].deprecationReason != nil && arguments[position].isRequired {
                    report("Required argument \(type.name).\(fields[index].name)(\(arguments[position].name):) cannot be deprecated.",
                           [arguments[position].loc])
                }
            }
        }
    }

    private mutating func checkEnum(_ type: SchemaType) {
        if type.enumValues.isEmpty { report("Enum type \(type.name) must define one or more values.", type.locations) }
        for value in type.enumValues {
            checkReservedName(value.name, at: value.loc)
            if value.name == "true" || value.name == "false" || value.name == "null" {
                report("Enum type \(type.name) cannot include value: \(value.name).", [value.loc])
            }
        }
    }
}
