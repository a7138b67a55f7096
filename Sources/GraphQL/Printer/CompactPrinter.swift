/// Relay's compact form of a document: the text Baton sends and hashes.
///
/// No optional whitespace: a space only where two name-like tokens meet (`query Q`,
/// `fragment F on T`, `...on T`), `,` between sibling selections, arguments, variable
/// definitions, list items and object fields, `:` and `=` without spaces, no space before
/// `@`, `(` or `{`, and definitions written one after another with nothing between them.
/// Selection sets are written from an explicit stack, so depth costs heap, not call stack.
struct CompactPrinter {
    var writer = TextWriter()

    /// Writes the definitions one after another. Type-system definitions can end in a name
    /// (`scalar Date`, `union U=A|B`), so a space goes between two names that would merge.
    mutating func write(_ document: Document) {
        for definition in document.definitions {
            var printer = CompactPrinter()
            printer.write(definition)
            let text = printer.writer.text
            if let last = writer.bytes.last, let first = text.utf8.first,
               Self.isNameByte(last), Self.isNameByte(first) {
                writer.write(" ")
            }
            writer.write(text)
        }
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }

    mutating func write(_ definition: Definition) {
        switch definition {
        case .operation(let operation): write(operation)
        case .fragment(let fragment):
            writer.write(Self.described(fragment.description, isExtension: false))
            writer.write("fragment \(fragment.name.value) on \(fragment.typeCondition.name.value)"
                         + Self.text(fragment.directives))
            write(fragment.selectionSet)
        case .schema(let schema): writer.write(Self.text(schema))
        case .type(let type): writer.write(Self.text(type))
        case .directive(let directive): writer.write(Self.text(directive))
        }
    }

    private mutating func write(_ operation: OperationDefinition) {
        let variables = operation.variableDefinitions.map(Self.text).joined(separator: ",")
        let directives = Self.text(operation.directives)
        let isShorthand = operation.description == nil && operation.operation == .query && operation.name == nil
            && variables.isEmpty && directives.isEmpty
        writer.write(Self.described(operation.description, isExtension: false))
        if !isShorthand {
            writer.write(operation.operation.rawValue + (operation.name.map { " " + $0.value } ?? "")
                         + (variables.isEmpty ? "" : "(" + variables + ")") + directives)
        }
        write(operation.selectionSet)
    }

    static func text(_ variable: VariableDefinition) -> String {
        described(variable.description, isExtension: false)
            + "$" + variable.variable.name.value + ":" + TypePrinter.text(variable.type)
            + (variable.defaultValue.map { "=" + ValuePrinter.compact($0) } ?? "")
            + text(variable.directives)
    }

    private enum Step { case set(SelectionSet), selection(Selection), text(String) }

    /// Writes `{a,b}`; an empty set prints `{}`.
    mutating func write(_ selectionSet: SelectionSet) { run([.set(selectionSet)]) }

    /// Writes one selection and everything under it.
    mutating func write(_ selection: Selection) { run([.selection(selection)]) }

    private mutating func run(_ start: [Step]) {
        var steps = start
        while let step = steps.popLast() {
            switch step {
            case .text(let text): writer.write(text)
            case .set(let set):
                var body: [Step] = [.text("{")]
                for (position, selection) in set.selections.enumerated() {
                    if position > 0 { body.append(.text(",")) }
                    body.append(.selection(selection))
                }
                body.append(.text("}"))
                steps.append(contentsOf: body.reversed())
            case .selection(let selection):
                if let children = writeHead(of: selection) { steps.append(.set(children)) }
            }
        }
    }

    /// Writes everything of a selection before its selection set, and returns that set.
    mutating func writeHead(of selection: Selection) -> SelectionSet? {
        switch selection {
        case .field(let field):
            let arguments = field.arguments.map(Self.text).joined(separator: ",")
            writer.write((field.alias.map { $0.value + ":" } ?? "") + field.name.value
                         + (arguments.isEmpty ? "" : "(" + arguments + ")") + Self.text(field.directives))
            return field.selectionSet
        case .fragmentSpread(let spread):
            writer.write("..." + spread.name.value + Self.text(spread.directives))
            return nil
        case .inlineFragment(let inline):
            writer.write("..." + (inline.typeCondition.map { "on " + $0.name.value } ?? "")
                         + Self.text(inline.directives))
            return inline.selectionSet
        }
    }

    static func text(_ argument: Argument) -> String {
        argument.name.value + ":" + ValuePrinter.compact(argument.value)
    }

    /// Directives, each `@name(arg:value)`, with nothing between them.
    static func text(_ directives: [Directive]) -> String {
        directives.map { directive in
            let arguments = directive.arguments.map(text).joined(separator: ",")
            return "@" + directive.name.value + (arguments.isEmpty ? "" : "(" + arguments + ")")
        }.joined()
    }
}
