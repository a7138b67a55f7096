/// Whether objects and interfaces implement their interfaces correctly.
extension SchemaChecks {
    mutating func checkImplementations(of type: SchemaType) {
        for name in type.interfaces {
            guard let interface = schema.type(named: name) else { continue }
            if interface === type {
                report("Type \(type.name) cannot implement itself because it would create a circular reference.",
                       type.locations)
                continue
            }
            checkTransitiveInterfaces(of: type, through: interface)
            checkFields(of: type, against: interface)
        }
    }

    /// An implementation must also declare the interfaces its interfaces implement.
    private mutating func checkTransitiveInterfaces(of type: SchemaType, through interface: SchemaType) {
        for inherited in interface.interfaces where !type.interfaces.contains(inherited) {
            let message = inherited == type.name
                ? "Type \(type.name) cannot implement \(interface.name) because it would create a circular reference."
                : "Type \(type.name) must implement \(inherited) because it is implemented by \(interface.name)."
            report(message, type.locations)
        }
    }

    private mutating func checkFields(of type: SchemaType, against interface: SchemaType) {
        // Fields are read in place by index and passed borrowed: iterating or looking up
        // copies would cost more than the checks.
        let expectedFields = interface.fields, fields = type.fields, positions = type.fieldIndex
        for index in expectedFields.indices {
            guard let position = positions.position(of: expectedFields[index].name) else {
                report("Interface field \(interface.name).\(expectedFields[index].name) expected but \(type.name) does not provide it.",
                       [expectedFields[index].loc] + type.locations)
                continue
            }
            check(fields[position], of: type, against: expectedFields[index], of: interface)
        }
    }

    private mutating func check(_ field: SchemaField, of type: SchemaType, against expected: SchemaField,
                                of interface: SchemaType) {
        // Spelled out only when a message needs it.
        var coordinate: String { "\(interface.name).\(expected.name)" }
        if field.type != expected.type && !schema.isSubType(field.type, of: expected.type) {
            report("Interface field \(coordinate) expects type \(expected.type) but \(type.name).\(field.name) is type \(field.type).",
                   [expected.loc, field.loc])
        }
        checkArguments(of: field, in: type, against: expected, coordinate: coordinate)
        if field.deprecationReason != nil && expected.deprecationReason == nil {
            report("Interface field \(coordinate) is not deprecated, so implementation field \(type.name).\(field.name) must not be deprecated.",
                   [field.loc, expected.loc])
        }
    }

    private mutating func checkArguments(of field: SchemaField, in type: SchemaType, against expected: SchemaField,
                                         coordinate: @autoclosure () -> String) {
        guard !expected.arguments.isEmpty || !field.arguments.isEmpty else { return }
        for argument in expected.arguments {
            guard let provided = field.argument(argument.name) else {
                report("Interface field argument \(coordinate())(\(argument.name):) expected but \(type.name).\(field.name) does not provide it.",
                       [argument.loc, field.loc])
                continue
            }
            if provided.type != argument.type {
                report("Interface field argument \(coordinate())(\(argument.name):) expects type \(argument.type) but \(type.name).\(field.name)(\(argument.name):) is type \(provided.type).",
                       [argument.loc, provided.loc])
            }
        }
        for argument in field.arguments where argument.isRequired && expected.argument(argument.name) == nil {
            report("Argument \(type.name).\(field.name)(\(argument.name):) must not be required type \(argument.type) if not provided by the Interface field \(coordinate()).",
                   [argument.loc, expected.loc])
        }
    }
}
