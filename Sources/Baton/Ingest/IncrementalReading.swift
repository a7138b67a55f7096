/// The members of incremental parts, read without a plan.
extension JSONReader {
    /// A list whose elements `element` reads.
    mutating func readList<T>(_ element: (inout JSONReader) throws -> T) throws -> [T] {
        guard consume(UInt8(ascii: "[")) else { throw fail("expected a list") }
        var items: [T] = []
        if consume(UInt8(ascii: "]")) { return items }
        repeat { items.append(try element(&self)) } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "]"))
        return items
    }

    /// Reads an object member by member.
    mutating func readObject(_ member: (String, inout JSONReader) throws -> Void) throws {
        try expect(UInt8(ascii: "{"))
        if consume(UInt8(ascii: "}")) { return }
        repeat {
            let name = try decode(try readStringSpan())
            try expect(UInt8(ascii: ":"))
            try member(name, &self)
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"))
    }

    /// The next value's bytes as they are (a part's `data`, a message's `payload`).
    mutating func readRawValue() throws -> [UInt8] {
        let start = peekPosition()
        try skipValue()
        return Array(bytes[start..<pos])
    }

    /// An id, given as a string or a number.
    mutating func readID() throws -> String {
        if peek() == UInt8(ascii: "\"") { return try readString() }
        let token = try readNumber()
        return text(token.start, token.end)
    }

    /// One `incremental` entry; nil without data, or without both a path and an id.
    mutating func readIncrementalItem() throws -> IncrementalItem? {
        var path: [ResponsePathStep]?, subPath: [ResponsePathStep] = [], label: String?, id: String?
        var data: [UInt8]?, errors: [RawError] = []
        try readObject { name, json in
            switch name {
            case "path": path = try json.readPath()
            case "subPath": subPath = try json.readPath() ?? []
            case "id": id = try json.readID()
            case "label" where json.peek() == UInt8(ascii: "\""): label = try json.readString()
            case "errors": errors = try json.readErrors()
            case "data": data = try json.readRawValue()
            default: try json.skipValue()
            }
        }
        guard let data, path != nil || id != nil else { return nil }
        return IncrementalItem(path: path ?? [], label: label, id: path == nil ? id : nil, subPath: subPath,
                               data: data, errors: errors)
    }

    /// `pending`: the parts a response announces.
    mutating func readPending() throws -> [PendingPart] {
        try readList { json -> PendingPart? in
            var id: String?, path: [ResponsePathStep]?, label: String?
            try json.readObject { name, json in
                switch name {
                case "id": id = try json.readID()
                case "path": path = try json.readPath()
                case "label" where json.peek() == UInt8(ascii: "\""): label = try json.readString()
                default: try json.skipValue()
                }
            }
            guard let id, let path else { return nil }
            return PendingPart(id: id, path: path, label: label)
        }.compactMap { $0 }
    }

    /// One `completed` entry.
    mutating func readCompleted() throws -> CompletedPart? {
        var id: String?, errors: [RawError] = []
        try readObject { name, json in
            switch name {
            case "id": id = try json.readID()
            case "errors": errors = try json.readErrors()
            default: try json.skipValue()
            }
        }
        return id.map { CompletedPart(id: $0, errors: errors.map(\.fieldError)) }
    }
}
