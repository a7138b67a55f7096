/// Turns syntax trees back into GraphQL text.
///
/// Two forms:
/// - ``pretty(_:)-(Document)``: GraphQL.js `print`, byte for byte — two-space indentation,
///   one selection per line, long argument lists and long list/object literals wrapped at
///   80 columns, descriptions and strings spelled as `printString`/`printBlockString` do.
///   ```swift
///   Printer.pretty(try parse("{ hero(id: 1) { name } }"))
///   // "{\n  hero(id: 1) {\n    name\n  }\n}"
///   ```
/// - ``compact(_:)-(Document)``: Relay's compact text, the operation text Baton sends and
///   hashes: `query Q($id:ID!){node(id:$id){...F,id}}fragment F on User{name}`.
///
/// Both work from explicit stacks, so a tree nested as deep as memory allows prints without
/// exhausting the call stack; both are linear in the size of their output.
public enum Printer {
    /// The document as GraphQL.js `print` writes it: definitions separated by a blank line.
    public static func pretty(_ document: Document) -> String {
        var printer = PrettyPrinter()
        printer.write(document)
        return printer.writer.text
    }

    /// One definition in the pretty form.
    public static func pretty(_ definition: Definition) -> String {
        var printer = PrettyPrinter()
        printer.write(definition)
        return printer.writer.text
    }

    /// A selection set in the pretty form, starting at column 0: `{\n  a\n}`.
    public static func pretty(_ selectionSet: SelectionSet) -> String {
        var printer = PrettyPrinter()
        printer.write(selectionSet)
        return printer.writer.text
    }

    /// One selection (with its sub-selections) in the pretty form.
    public static func pretty(_ selection: Selection) -> String {
        var printer = PrettyPrinter()
        printer.write(selection)
        return printer.writer.text
    }

    /// A value literal in the pretty form: `{ a: [1, 2] }`.
    public static func pretty(_ value: Value) -> String {
        ValuePrinter.pretty(value)
    }

    /// A type reference: `[String!]!`.
    public static func pretty(_ type: TypeNode) -> String {
        TypePrinter.text(type)
    }

    /// A directive in the pretty form: `@include(if: $x)`.
    public static func pretty(_ directive: Directive) -> String {
        PrettyPrinter.text(directive)
    }

    /// The document in Relay's compact form, definitions written one after another.
    public static func compact(_ document: Document) -> String {
        var printer = CompactPrinter()
        printer.write(document)
        return printer.writer.text
    }

    /// One definition in the compact form.
    public static func compact(_ definition: Definition) -> String {
        var printer = CompactPrinter()
        printer.write(definition)
        return printer.writer.text
    }

    /// A selection set in the compact form: `{a,b{c}}`.
    public static func compact(_ selectionSet: SelectionSet) -> String {
        var printer = CompactPrinter()
        printer.write(selectionSet)
        return printer.writer.text
    }

    /// One selection (with its sub-selections) in the compact form: `a:b(x:1){c}`.
    public static func compact(_ selection: Selection) -> String {
        var printer = CompactPrinter()
        printer.write(selection)
        return printer.writer.text
    }

    /// A value literal in the compact form: `{a:[1,2]}`.
    public static func compact(_ value: Value) -> String {
        ValuePrinter.compact(value)
    }

    /// A type reference: `[String!]!` (the same in both forms).
    public static func compact(_ type: TypeNode) -> String {
        TypePrinter.text(type)
    }

    /// A directive in the compact form: `@include(if:$x)`.
    public static func compact(_ directive: Directive) -> String {
        CompactPrinter.text([directive])
    }
}
