/// Prints value literals, however deeply nested, without recursion.
///
/// A value is first flattened into nodes (children after their parent), then measured from
/// the last node back to the first, then written from an explicit stack of steps. The
/// measuring pass is what the pretty form needs: GraphQL.js puts a list or object on several
/// lines when its one-line form would be longer than 80 scalars, counting the indentation
/// its own wrapped children add.
enum ValuePrinter {
    /// The width above which a list or object literal is wrapped onto several lines.
    static let maxLineLength = 80

    /// The value as GraphQL.js `print` writes it, indented as if it started at column 0.
    static func pretty(_ value: Value) -> String {
        var writer = TextWriter()
        write(value, pretty: true, to: &writer)
        return writer.text
    }

    /// The value in Relay's compact form: no optional spaces, `,` between items.
    static func compact(_ value: Value) -> String {
        var writer = TextWriter()
        write(value, pretty: false, to: &writer)
        return writer.text
    }

    /// Writes the value into a writer, which indents any line the value starts.
    static func write(_ value: Value, pretty: Bool, to writer: inout TextWriter) {
        var layout = Layout(value, pretty: pretty)
        if pretty { layout.measure() }
        layout.emit(into: &writer, pretty: pretty)
    }
}

/// One value tree laid out flat.
private struct Layout {
    enum Kind { case leaf(String), list, object }

    struct Node {
        var kind: Kind
        /// The object field name, when this node is the value of an object field.
        var key: String?
        var children: [Int] = []
        /// The printed length in scalars (newlines and own indentation included).
        var length = 0
        var newlines = 0
        var wraps = false
    }

    private(set) var nodes: [Node] = []

    init(_ root: Value, pretty: Bool) {
        var pending: [(value: Value, key: String?, parent: Int?)] = [(root, nil, nil)]
        while let (value, key, parent) = pending.popLast() {
            let index = nodes.count
            nodes.append(Node(kind: Layout.kind(of: value, pretty: pretty), key: key))
            if let parent { nodes[parent].children.append(index) }
            // Pushed in reverse so children are numbered, and listed, in source order.
            switch value {
            case .list(let items, _):
                for item in items.reversed() { pending.append((item, nil, index)) }
            case .object(let fields, _):
                for field in fields.reversed() { pending.append((field.value, field.name.value, index)) }
            default: break
            }
        }
    }

    private static func kind(of value: Value, pretty: Bool) -> Kind {
        switch value {
        case .variable(let v): .leaf("$" + v.name.value)
        case .int(let text, _), .float(let text, _), .enumValue(let text, _): .leaf(text)
        case .string(let s):
            .leaf(s.block ? StringLiterals.block(s.value, minimize: !pretty)
                  : pretty ? StringLiterals.quoted(s.value) : StringLiterals.jsonQuoted(s.value))
        case .boolean(let b, _): .leaf(b ? "true" : "false")
        case .null: .leaf("null")
        case .list: .list
        case .object: .object
        }
    }

    /// Computes lengths and wrapping, children before parents.
    mutating func measure() {
        for index in nodes.indices.reversed() {
            switch nodes[index].kind {
            case .leaf(let text):
                nodes[index].length = text.unicodeScalars.count
                nodes[index].newlines = text.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            case .list: measureContainer(index, openAndClose: 2)
            case .object: measureContainer(index, openAndClose: 4)
            }
        }
    }

    /// `openAndClose` is the width of the one-line brackets: `[` `]`, or `{ ` ` }`.
    private mutating func measureContainer(_ index: Int, openAndClose: Int) {
        var itemsLength = 0, itemsNewlines = 0
        for child in nodes[index].children {
            itemsLength += nodes[child].length + (nodes[child].key.map { $0.unicodeScalars.count + 2 } ?? 0)
            itemsNewlines += nodes[child].newlines
        }
        let count = nodes[index].children.count
        let oneLine = openAndClose + itemsLength + 2 * max(0, count - 1)
        if oneLine > ValuePrinter.maxLineLength {
            // `[` newline, items one per line each indented by two, newline, `]`.
            let innerNewlines = itemsNewlines + count - 1
            nodes[index].wraps = true
            nodes[index].length = 2 + itemsLength + (count - 1) + 2 * (innerNewlines + 1) + 2
            nodes[index].newlines = innerNewlines + 2
        } else {
            nodes[index].length = oneLine
            nodes[index].newlines = itemsNewlines
        }
    }

    private enum Step { case node(Int), text(String), indent, dedent, newline }

    func emit(into writer: inout TextWriter, pretty: Bool) {
        var steps: [Step] = [.node(0)]
        while let step = steps.popLast() {
            switch step {
            case .text(let text): writer.write(text)
            case .indent: writer.indent()
            case .dedent: writer.dedent()
            case .newline: writer.newline()
            case .node(let index):
                let node = nodes[index]
                if case .leaf(let text) = node.kind {
                    writer.write(text)
                } else {
                    steps.append(contentsOf: containerSteps(node, pretty: pretty).reversed())
                }
            }
        }
    }

    private func containerSteps(_ node: Node, pretty: Bool) -> [Step] {
        let isList = if case .list = node.kind { true } else { false }
        let (open, close) = isList ? ("[", "]") : pretty && !node.wraps ? ("{ ", " }") : ("{", "}")
        var steps: [Step] = [.text(open)]
        if node.wraps { steps.append(.indent) }
        for (position, child) in node.children.enumerated() {
            if node.wraps {
                steps.append(.newline)
            } else if position > 0 {
                steps.append(.text(pretty ? ", " : ","))
            }
            if let key = nodes[child].key { steps.append(.text(pretty ? key + ": " : key + ":")) }
            steps.append(.node(child))
        }
        if node.wraps { steps.append(contentsOf: [.dedent, .newline]) }
        steps.append(.text(close))
        return steps
    }
}
