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
        // Marks by the types' positions (see ``Schema/typePosition(of:)``): sets and
        // dictionaries of names cost more than the search itself.
        var visited = [Bool](repeating: false, count: schema.typePositions)
        var depthOnPath = [Int](repeating: -1, count: schema.typePositions)
        for position in 0 ..< schema.typePositions where !visited[position] {
            guard schema.type(at: position)?.kind == .inputObject else { continue }
            detectCycles(from: position, visited: &visited, depthOnPath: &depthOnPath)
        }
    }

    private mutating func detectCycles(from start: Int, visited: inout [Bool], depthOnPath: inout [Int]) {
        // Frames: a type on the current path, its position and the index of the next field
        // to look at.
        var frames: [(type: SchemaType, position: Int, next: Int)] = []
        var path: [SchemaInputValue] = []
        func enter(_ position: Int) {
            guard let type = schema.type(at: position), !visited[position] else { return }
            visited[position] = true
            depthOnPath[position] = path.count
            frames.append((type, position, 0))
        }
        enter(start)
        while let frame = frames.last {
            if frame.next == frame.type.inputFields.count {
                frames.removeLast()
                depthOnPath[frame.position] = -1
                if !path.isEmpty && frames.count > 0 { path.removeLast() }
                continue
            }
            frames[frames.count - 1].next += 1
            let field = frame.type.inputFields[frame.next]
            guard case .nonNull(.named(let target)) = field.type, let position = schema.typePosition(of: target),
                  schema.type(at: position)?.kind == .inputObject else { continue }
            if depthOnPath[position] >= 0 {
                let cycle = path[depthOnPath[position]...] + [field]
                report("Cannot reference Input Object \"\(target)\" within itself through a series of non-null fields: \"\(cycle.map(\.name).joined(separator: "."))\".",
                       cycle.map(\.loc))
            } else if !visited[position] {
                path.append(field)
                enter(position)
            }
        }
    }
}
