/// A value literal reduced to bytes that are equal exactly when GraphQL.js would print the two
/// values the same after sorting object fields by name.
///
/// So `1` differs from `1.0` and from `"1"`, a block string differs from a quoted one,
/// list order matters, and object field order does not (fields of the same name keep their
/// order). Strings compare by their Unicode scalars, not by canonical equivalence.
struct ValueKey: Hashable {
    let bytes: [UInt8]

    /// Makes the key of a value. Iterative, so deeply nested literals cannot exhaust the stack.
    init(_ value: Value) {
        var out: [UInt8] = []
        var work: [Step] = [.value(value)]
        while let step = work.popLast() {
            switch step {
            case .text(let bytes): out += bytes
            case .value(let value): Self.append(value, to: &out, scheduling: &work)
            }
        }
        bytes = out
    }

    private enum Step {
        case value(Value)
        case text([UInt8])
    }

    /// Writes a scalar at once; for a list or object writes the opening mark and schedules
    /// the members (in reverse, since `work` is a stack).
    private static func append(_ value: Value, to out: inout [UInt8], scheduling work: inout [Step]) {
        switch value {
        case .variable(let v): out += tagged("$", v.name.value)
        case .int(let text, _): out += tagged("i", text)
        case .float(let text, _): out += tagged("f", text)
        case .string(let s): out += tagged(s.block ? "b" : "s", s.value)
        case .boolean(let b, _): out.append(b ? UInt8(ascii: "T") : UInt8(ascii: "F"))
        case .null: out.append(UInt8(ascii: "N"))
        case .enumValue(let name, _): out += tagged("e", name)
        case .list(let values, _):
            out.append(UInt8(ascii: "["))
            work.append(.text([UInt8(ascii: "]")]))
            for item in values.reversed() { work.append(.value(item)) }
        case .object(let fields, _):
            out.append(UInt8(ascii: "{"))
            work.append(.text([UInt8(ascii: "}")]))
            for field in sortedByName(fields).reversed() {
                work.append(.value(field.value))
                work.append(.text(tagged(":", field.name.value)))
            }
        }
    }

    /// A tag, the byte length and the text: unambiguous however the text looks.
    private static func tagged(_ tag: Unicode.Scalar, _ text: String) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(tag.value)]
        bytes += Array(String(text.utf8.count).utf8)
        bytes.append(UInt8(ascii: "|"))
        bytes += Array(text.utf8)
        return bytes
    }

    /// Stable sort by name bytes: equal names keep their written order.
    private static func sortedByName(_ fields: [ObjectField]) -> [ObjectField] {
        fields.enumerated().sorted { a, b in
            let x = a.element.name.value.utf8, y = b.element.name.value.utf8
            if x.elementsEqual(y) { return a.offset < b.offset }
            return x.lexicographicallyPrecedes(y)
        }.map(\.element)
    }
}

/// The arguments of a field or directive, prepared for comparison.
struct ArgumentKeys {
    /// Names and value keys in written order.
    let ordered: [(name: String, key: ValueKey)]
    /// Value keys by name; for a repeated name the last one wins.
    let byName: [String: ValueKey]

    /// Prepares arguments; nil when there are none (a field without arguments).
    init?(_ arguments: [Argument]) {
        guard !arguments.isEmpty else { return nil }
        let ordered = arguments.map { (name: $0.name.value, key: ValueKey($0.value)) }
        self.ordered = ordered
        self.byName = Dictionary(ordered.map { ($0.name, $0.key) }, uniquingKeysWith: { _, last in last })
    }
}
