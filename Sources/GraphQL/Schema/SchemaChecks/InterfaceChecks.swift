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
        // Fields are read in place and passed by address: passed by value, even from an
        // array's buffer, each pair was copied first (the checks change `self`).
        let positions = type.fieldIndex
        type.fields.withUnsafeBufferPointer { fields in
            interface.fields.withUnsafeBufferPointer { expectedFields in
                for index in expectedFields.indices {
                    let expected = expectedFields.baseAddress! + index
                    guard let position = positions.position(of: expected.pointee.name) else {
                        report("Interface field \(interface.name).\(expected.pointee.name) expected but \(type.name) does not provide it.",
                               [expected.pointee.loc] + type.locations)
                        continue
                    }
                    check(fields.baseAddress! + position, of: type, against: expected, of: interface)
                }
            }
        }
    }

    private mutating func check(_ field: UnsafePointer<SchemaField>, of type: SchemaType,
                                against expected: UnsafePointer<SchemaField>, of interface: SchemaType) {
        // Spelled out only when a message needs it.
        var coordinate: String { "\(interface.name).\(expected.pointee.name)" }
        let fieldType = field.pointee.type, expectedType = expected.pointee.type
        if fieldType != expectedType && !schema.isSubType(fieldType, of: expectedType) {
            report("Interface field \(coordinate) expects type \(expectedType) but \(type.name).\(field.pointee.name) is type \(fieldType).",
                   [expected.pointee.loc, field.pointee.loc])
        }
        checkArguments(of: field.pointee.arguments, field: field.pointee.name, at: field.pointee.loc, in: type,
                       against: expected.pointee.arguments, at: expected.pointee.loc, coordinate: coordinate)
        if field.pointee.deprecationReason != nil && expected.pointee.deprecationReason == nil {
            report("Interface field \(coordinate) is not deprecated, so implementation field \(type.name).\(field.pointee.name) must not be deprecated.",
                   [field.pointee.loc, expected.pointee.loc])
        }
    }

    private mutating func checkArguments(of arguments: [SchemaInputValue], field: String, at fieldLoc: Location,
                                         in type: SchemaType, against expectedArguments: [SchemaInputValue],
                                         at expectedLoc: Location, coordinate: @autoclosure () -> String) {
        guard !expectedArguments.isEmpty || !arguments.isEmpty else { return }
        for argument in expectedArguments {
            guard let provided = arguments.first(where: { $0.name == argument.name }) else {
                report("Interface field argument \(coordinate())(\(argument.name):) expected but \(type.name).\(field) does not provide it.",
                       [argument.loc, fieldLoc])
                continue
            }
            if provided.type != argument.type {
                report("Interface field argument \(coordinate())(\(argument.name):) expects type \(argument.type) but \(type.name).\(field)(\(argument.name):) is type \(provided.type).",
                       [argument.loc, provided.loc])
            }
        }
        for argument in arguments where argument.isRequired && !expectedArguments.contains(where: { $0.name == argument.name }) {
            report("Argument \(type.name).\(field)(\(argument.name):) must not be required type \(argument.type) if not provided by the Interface field \(coordinate()).",
                   [argument.loc, expectedLoc])
        }
    }
}
