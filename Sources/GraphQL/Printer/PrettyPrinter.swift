/// GraphQL.js `print`, byte for byte (as graphql-core 3.3 prints): executable definitions.
///
/// Selection sets are written from an explicit stack of steps, so nesting depth costs heap,
/// not call stack. Smaller pieces (arguments, directives, variable definitions) are printed
/// to strings first, because GraphQL.js decides how to lay them out from their printed
/// length or from whether they span several lines.
struct PrettyPrinter {
    var writer = TextWriter()

    /// Definitions separated by one blank line.
    mutating func write(_ document: Document) {
        for (position, definition) in document.definitions.enumerated() {
            if position > 0 { writer.write("\n\n") }
            write(definition)
        }
    }

    mutating func write(_ definition: Definition) {
        switch definition {
        case .operation(let operation): write(operation)
        case .fragment(let fragment): write(fragment)
        case .schema(let schema): writer.write(Self.text(schema))
        case .type(let type): writer.write(Self.text(type))
        case .directive(let directive): writer.write(Self.text(directive))
        }
    }

    private mutating func write(_ operation: OperationDefinition) {
        let variables = operation.variableDefinitions.map(Self.text)
        let variableList = variables.contains(where: Self.spansLines)
            ? Self.wrap("(\n", variables.joined(separator: "\n"), "\n)")
            : Self.wrap("(", variables.joined(separator: ", "), ")")
        let prefix = Self.described(operation.description, isExtension: false)
            + Self.join([operation.operation.rawValue, (operation.name?.value ?? "") + variableList,
                         Self.text(operation.directives)], " ")
        // A plain anonymous query uses the `{ … }` shorthand.
        if prefix != "query" { writer.write(prefix + " ") }
        write(operation.selectionSet)
    }

    private mutating func write(_ fragment: FragmentDefinition) {
        writer.write(Self.described(fragment.description, isExtension: false))
        writer.write("fragment \(fragment.name.value) on \(fragment.typeCondition.name.value) ")
        writer.write(Self.wrap("", Self.text(fragment.directives), " "))
        write(fragment.selectionSet)
    }

    static func text(_ variable: VariableDefinition) -> String {
        described(variable.description, isExtension: false)
            + "$" + variable.variable.name.value + ": " + TypePrinter.text(variable.type)
            + wrap(" = ", variable.defaultValue.map(ValuePrinter.pretty) ?? "")
            + wrap(" ", text(variable.directives))
    }

    private enum Step { case set(SelectionSet), selection(Selection), text(String), indent, dedent, newline }

    /// Writes `{`, one selection per line indented by two, `}`; an empty set prints `{}`.
    mutating func write(_ selectionSet: SelectionSet) { run([.set(selectionSet)]) }

    /// Writes one selection and everything under it.
    mutating func write(_ selection: Selection) { run([.selection(selection)]) }

    private mutating func run(_ start: [Step]) {
        var steps = start
        while let step = steps.popLast() {
            switch step {
            case .text(let text): writer.write(text)
            case .indent: writer.indent()
            case .dedent: writer.dedent()
            case .newline: writer.newline()
            case .set(let set) where set.selections.isEmpty: writer.write("{}")
            case .set(let set):
                var body: [Step] = [.text("{"), .indent]
                for selection in set.selections { body += [.newline, .selection(selection)] }
                body += [.dedent, .newline, .text("}")]
                steps.append(contentsOf: body.reversed())
            case .selection(let selection):
                if let children = writeHead(of: selection) {
                    writer.write(" ")
                    steps.append(.set(children))
                }
            }
        }
    }

    /// Writes everything of a selection before its selection set, and returns that set.
    mutating func writeHead(of selection: Selection) -> SelectionSet? {
        switch selection {
        case .field(let field):
            writeFieldHead(field)
            return field.selectionSet
        case .fragmentSpread(let spread):
            writer.write("..." + spread.name.value + Self.wrap(" ", Self.text(spread.directives)))
            return nil
        case .inlineFragment(let inline):
            writer.write(Self.join(["...", Self.wrap("on ", inline.typeCondition?.name.value ?? ""),
                                    Self.text(inline.directives)], " "))
            return inline.selectionSet
        }
    }

    /// `alias: name(args) @dirs`; the arguments go one per line when the one-line form of
    /// `alias: name(args)` would pass 80 scalars.
    private mutating func writeFieldHead(_ field: Field) {
        let prefix = Self.wrap("", field.alias?.value ?? "", ": ") + field.name.value
        writer.write(prefix)
        let arguments = field.arguments.map(Self.text)
        if !arguments.isEmpty {
            let length = prefix.unicodeScalars.count + 2
                + arguments.reduce(0) { $0 + $1.unicodeScalars.count } + 2 * (arguments.count - 1)
            if length > ValuePrinter.maxLineLength {
                writer.write(Self.lines(arguments, "(", ")"))
            } else {
                writer.write("(" + arguments.joined(separator: ", ") + ")")
            }
        }
        writer.write(Self.wrap(" ", Self.text(field.directives)))
    }

    /// `open`, then each item on its own line indented by two, then `close` on its own line.
    static func lines(_ items: [String], _ open: String, _ close: String) -> String {
        var writer = TextWriter()
        writer.write(open)
        writer.indent()
        for item in items {
            writer.newline()
            writer.write(item)
        }
        writer.dedent()
        writer.newline()
        writer.write(close)
        return writer.text
    }

    // MARK: Pieces printed to strings

    static func text(_ argument: Argument) -> String {
        argument.name.value + ": " + ValuePrinter.pretty(argument.value)
    }

    static func text(_ directive: Directive) -> String {
        "@" + directive.name.value + wrap("(", directive.arguments.map(text).joined(separator: ", "), ")")
    }

    static func text(_ directives: [Directive]) -> String {
        directives.map(text).joined(separator: " ")
    }

    /// `start + text + end`, or nothing when the text is empty (GraphQL.js `wrap`).
    static func wrap(_ start: String, _ text: String, _ end: String = "") -> String {
        text.isEmpty ? "" : start + text + end
    }

    /// Whether printed text holds a line feed (GraphQL.js `hasMultilineItems` per item).
    static func spansLines(_ text: String) -> Bool { text.utf8.contains(0x0A) }

    /// The non-empty parts joined by a separator (GraphQL.js `join`).
    static func join(_ parts: [String], _ separator: String) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: separator)
    }
}
