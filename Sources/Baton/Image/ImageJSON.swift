/// A field error's `extensions` in a row: JSON as tagged binary, members kept in order so
/// the value reads back equal. Reading is bounded in depth (a row is never trusted).
enum ImageJSON {
    private enum Tag: UInt8 {
        case null, no, yes, int, float, string, list, object
    }
    static let maxDepth = 64

    static func write(_ value: JSONValue, into sink: inout ByteSink) {
        switch value {
        case .null: sink.byte(Tag.null.rawValue)
        case .bool(let b): sink.byte((b ? Tag.yes : Tag.no).rawValue)
        case .int(let i):
            sink.byte(Tag.int.rawValue)
            sink.signed(i)
        case .float(let f):
            sink.byte(Tag.float.rawValue)
            sink.double(f)
        case .string(let s):
            sink.byte(Tag.string.rawValue)
            sink.string(s)
        case .list(let items):
            sink.byte(Tag.list.rawValue)
            sink.varint(items.count)
            for item in items { write(item, into: &sink) }
        case .object(let members):
            sink.byte(Tag.object.rawValue)
            sink.varint(members.count)
            for (name, item) in members {
                sink.string(name)
                write(item, into: &sink)
            }
        }
    }

    /// The value at the source's position, or nil when malformed or nested too deep.
    static func read(_ source: inout ByteSource, depth: Int) -> JSONValue? {
        guard depth < maxDepth, let byte = source.byte(), let tag = Tag(rawValue: byte) else { return nil }
        switch tag {
        case .null: return .null
        case .no: return .bool(false)
        case .yes: return .bool(true)
        case .int: return source.signed().map { .int($0) }
        case .float: return source.double().map { .float($0) }
        case .string: return source.string().map { .string($0) }
        case .list:
            guard let count = source.count() else { return nil }
            var items: [JSONValue] = []
            for _ in 0..<count {
                guard let item = read(&source, depth: depth + 1) else { return nil }
                items.append(item)
            }
            return .list(items)
        case .object:
            guard let count = source.count() else { return nil }
            var members: [(String, JSONValue)] = []
            for _ in 0..<count {
                guard let name = source.string(), let item = read(&source, depth: depth + 1) else { return nil }
                members.append((name, item))
            }
            return .object(members)
        }
    }
}
