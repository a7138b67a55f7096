import GraphQL

/// The GraphQL front end's harness: one input through every step `batonc` takes with text,
/// with the invariants hostile text must never break:
/// - parsing never crashes, hangs or recurses without bound, and an error is located inside
///   the text;
/// - a parsed document prints (pretty and compact), the printed text parses again, and
///   printing that gives the same text;
/// - validation against a schema, SDL validation, schema building and the schema's own
///   checks run to the end.
///
/// An input with a NUL byte is SDL before it and an executable document after it (the
/// seeds from graphql-core's validation cases are written so); without one it is both.
public enum GraphQLHarness {
    /// The invariants `bytes` broke, in words; empty when it held them all.
    public static func problems(_ bytes: [UInt8]) -> [String] {
        let split = bytes.firstIndex(of: 0)
        let sdl = String(decoding: split.map { bytes[..<$0] } ?? bytes[...], as: UTF8.self)
        let text = String(decoding: split.map { bytes[($0 + 1)...] } ?? bytes[...], as: UTF8.self)
        var problems: [String] = []
        let schema = Self.schema(sdl, &problems)
        guard let document = Self.parsed(text, "document", &problems) else { return problems }
        problems += Self.roundTrips(document)
        problems += located(validate(schema: schema ?? DefaultSchema.schema, document: document), text, "validation")
        return problems
    }

    /// Traps on a broken invariant, so libFuzzer keeps the input.
    public static func check(_ bytes: [UInt8]) {
        let found = problems(bytes)
        if !found.isEmpty { fatalError("GraphQL harness: " + found.joined(separator: "; ")) }
    }

    /// Parses `text`; a syntax error must point inside it.
    private static func parsed(_ text: String, _ what: String, _ problems: inout [String]) -> Document? {
        do {
            return try parse(Source(text))
        } catch let error as GraphQLError {
            problems += located([error], text, what + " syntax error")
            return nil
        } catch {
            problems.append("\(what): parse threw \(type(of: error))")
            return nil
        }
    }

    /// The SDL read as a schema (when it builds), after SDL validation and the schema checks.
    private static func schema(_ sdl: String, _ problems: inout [String]) -> Schema? {
        guard let document = parsed(sdl, "SDL", &problems) else { return nil }
        problems += located(validateSDL(document), sdl, "SDL validation")
        guard let schema = try? buildSchema([document]) else { return nil }
        _ = SchemaChecks.problems(in: schema)
        return schema
    }

    /// Both printers' text parses again and prints the same.
    private static func roundTrips(_ document: Document) -> [String] {
        var problems: [String] = []
        for (name, print) in [("pretty", Printer.pretty as (Document) -> String), ("compact", Printer.compact)] {
            let printed = print(document)
            guard let again = try? parse(Source(printed)) else {
                problems.append("\(name) text does not parse again: \(printed.prefix(200))")
                continue
            }
            let reprinted = print(again)
            if reprinted != printed {
                problems.append("\(name) text prints differently once parsed: \(printed.prefix(200)) → \(reprinted.prefix(200))")
            }
        }
        return problems
    }

    /// Errors whose locations fall outside `text`.
    private static func located(_ errors: [GraphQLError], _ text: String, _ what: String) -> [String] {
        let count = text.utf8.count
        return errors.compactMap { error in
            let outside = error.locations.filter { $0.isKnown && ($0.start > count || $0.end > count || $0.end < $0.start) }
            return outside.isEmpty ? nil : "\(what): \(error.message) located at \(outside) in \(count) bytes"
        }
    }
}
