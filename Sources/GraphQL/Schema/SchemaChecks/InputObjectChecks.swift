/// Input objects: fields present, `@oneOf` shape, no unbreakable non-null cycles.
extension SchemaChecks {
    mutating func checkInputFields(of type: SchemaType) {
        if type.inputFields.isEmpty {
            report("Input Object type \(type.name) must define one or more fields.", type.locations)
        }
        let fields = type.inputFields
        for index in fields.indices {
            checkInputField(fields[index], of: type)
        }
    }

    private mutating func checkInputField(_ field: SchemaInputValue, of type: SchemaType) {
        checkReservedName(field.name, at: field.loc)
        if field.isRequired && field.deprecationReason != nil {
            report("Required input field \(type.name).\(field.name) cannot be deprecated.", [field.loc])
        }
        guard type.isOneOf else { return }
        if field.type.isNonNull { report("OneOf input field \(type.name).\(field.name) must be nullable.", [field.loc]) }
        if field.defaultValue != nil {
            report("OneOf input field \(type.name).\(field.name) cannot have a default value.", [field.loc])
        }
    }

    /// Finds input objects that reach themselves through non-null, non-list fields (no value
    /// could ever be written). Iterative depth-first search, so a long chain cannot overflow
    /// the stack; each type is entered once.
    mutating func checkInputObjectCycles() {
        var visited: Set<String> = []
        for name in schema.typeNames where schema.type(named: name)?.kind == .inputObject && !visited.contains(name) {
            detectCycles(from: name, visited: &visited)
        }
    }

    private mutating func detectCycles(from start: String, visited: inout Set<String>) {
        // Frames: a type on the current path and the index of the next field to look at.
        var frames: [(type: SchemaType, next: Int)] = []
        var path: [SchemaInputValue] = []
        var depthOnPath: [String: Int] = [:]
        func enter(_ name: String) {
            guard let type = schema.type(named: name), visited.insert(name).inserted else { return }
            depthOnPath[name] = path.count
            frames.append((type, 0))
        }
        enter(start)
        while let frame = frames.last {
            if frame.next == frame.type.inputFields.count {
                frames.removeLast()
                depthOnPath[frame.type.name] = nil
                if !path.isEmpty && frames.count > 0 { path.removeLast() }
                continue
            }
            frames[frames.count - 1].next += 1
            let field = frame.type.inputFields[frame.next]
            guard case .nonNull(.named(let target)) = field.type, schema.type(named: target)?.kind == .inputObject else { continue }
            if let cycleStart = depthOnPath[target] {
                let cycle = path[cycleStart...] + [field]
                report("Cannot reference Input Object \"\(target)\" within itself through a series of non-null fields: \"\(cycle.map(\.name).joined(separator: "."))\".",
                       cycle.map(\.loc))
            } else if !visited.contains(target) {
                path.append(field)
                enter(target)
            }
        }
    }
}
