import Foundation
@testable import GraphQL

/// Loading and running graphql-core 3.3.2's validation cases for the executable rules.
enum ValidationFixtures {
    typealias Record = [String: Any]

    static func load(_ file: String) throws -> [Record] {
        let url = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
            .appendingPathComponent("graphql-core/\(file)")
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as! Record
        }
    }

    /// The rules the fixtures name, by name. `RuleLookingUpFragments` is graphql-core's test
    /// wrapper around MaxIntrospectionDepthRule (it counts fragment look-ups, which the
    /// expected errors do not show), so it runs that rule.
    static let rulesByName: [String: any ValidationRule] = {
        var rules: [String: any ValidationRule] = [:]
        for rule in specifiedRules + [NoDeprecatedCustomRule(), NoSchemaIntrospectionCustomRule()] {
            rules[rule.name] = rule
        }
        rules["RuleLookingUpFragments"] = MaxIntrospectionDepthRule()
        // graphql-core names three rules without GraphQL.js's `Rule` suffix.
        rules["DeferStreamDirectiveLabel"] = DeferStreamDirectiveLabelRule()
        rules["DeferStreamDirectiveOnRootField"] = DeferStreamDirectiveOnRootFieldRule()
        rules["StreamDirectiveOnListField"] = StreamDirectiveOnListFieldRule()
        return rules
    }()

    /// Whether a document uses the experimental `...F(x: 1)` / `fragment F($x: T)` syntax.
    static func usesFragmentArguments(_ document: String) -> Bool {
        document.range(of: #"(\.\.\.|fragment)\s*[_A-Za-z][_0-9A-Za-z]*\s*\("#, options: .regularExpression) != nil
    }

    /// Schemas built once per distinct SDL text for the whole test run (suites run in
    /// parallel, so the cache is locked).
    final class SchemaCache: @unchecked Sendable {
        static let shared = SchemaCache()
        private var schemas: [String: Schema] = [:]
        private let lock = NSLock()

        func schema(_ sdl: String) throws -> Schema {
            lock.lock()
            defer { lock.unlock() }
            if let schema = schemas[sdl] { return schema }
            let schema = try buildSchema(sdl: sdl)
            schemas[sdl] = schema
            return schema
        }
    }

    /// Errors as the fixtures record them.
    static func errors(_ json: Any?) -> [RecordedError] {
        (json as? [[String: Any]] ?? []).map(RecordedError.init)
    }

    /// Runs rules over a document text and returns the errors as the fixtures record them.
    static func run(_ rules: [any ValidationRule], schema: Schema, document: String,
                    options: ValidationOptions = ValidationOptions()) throws -> [RecordedError] {
        let source = Source(document)
        let parsed = try parse(source, options: ParseOptions(allowEmptySelectionSets: true))
        return validate(schema: schema, document: parsed, rules: rules, options: options).map { RecordedError($0, source) }
    }

    /// Which budget a case's test sets, if any: such cases record the outcome under the test's
    /// budget, which the record does not carry.
    enum Budget {
        case fragmentWork, overlappingFields

        init?(test: String) {
            if test.contains("fragment_work") { self = .fragmentWork } else if test.contains("complexity_budget")
                || test.contains("deduplication_alone_would_not_bound") { self = .overlappingFields } else { return nil }
        }

        func options(_ base: ValidationOptions, _ amount: Int) -> ValidationOptions {
            var options = base
            switch self {
            case .fragmentWork: options.fragmentWorkBudget = amount
            case .overlappingFields: options.overlappingFieldsBudget = amount
            }
            return options
        }
    }

    /// Options for a budget case expecting the abort: one unit short of what the document
    /// needs (found by bisection).
    static func shortBudget(_ budget: Budget, _ rules: [any ValidationRule], _ schema: Schema, _ document: String,
                            _ base: ValidationOptions) throws -> ValidationOptions {
        var low = 0, high = 1_000_000
        while low < high {
            let mid = (low + high) / 2
            let errors = try run(rules, schema: schema, document: document, options: budget.options(base, mid))
            if errors.contains(where: { $0.message == "Validation aborted." }) { low = mid + 1 } else { high = mid }
        }
        return budget.options(base, low - 1)
    }

    static func expectsAbort(_ errors: [RecordedError]) -> Bool {
        errors.contains { $0.message == "Validation aborted." && $0.locations.isEmpty }
    }

    /// Multisets compared as sorted lists.
    static func sameLocations(_ a: [RecordedError], _ b: [RecordedError]) -> Bool {
        key(a.map { "\($0.locations)" }) == key(b.map { "\($0.locations)" })
    }

    static func sameErrors(_ a: [RecordedError], _ b: [RecordedError]) -> Bool {
        key(a.map(\.description)) == key(b.map(\.description))
    }

    private static func key(_ items: [String]) -> [String] { items.sorted() }
}

/// Agreement figures for one comparison.
struct ValidationTally: CustomStringConvertible {
    var compared = 0
    var locationsAgree = 0
    var messagesAgree = 0
    /// Cases whose errors also come in the same order (not required: GraphQL.js's order is
    /// the order rules report in, which this walk need not share).
    var sameOrder = 0
    var skipped: [String: Int] = [:]
    /// Compared cases run in a special way, by why.
    var notes: [String: Int] = [:]
    var failures: [String] = []

    mutating func skip(_ reason: String) { skipped[reason, default: 0] += 1 }

    mutating func compare(_ name: String, expected: [RecordedError], got: [RecordedError]) {
        compared += 1
        let locations = ValidationFixtures.sameLocations(expected, got)
        let messages = ValidationFixtures.sameErrors(expected, got)
        if locations { locationsAgree += 1 }
        if messages { messagesAgree += 1 }
        // PRINT_ORDER=1 in the environment prints the cases whose order differs.
        if expected == got { sameOrder += 1 } else if ProcessInfo.processInfo.environment["PRINT_ORDER"] != nil {
            print("ORDER \(name)\n  expected: \(expected)\n  got:      \(got)")
        }
        if !locations || !messages {
            failures.append("\(name)\n  expected: \(expected)\n  got:      \(got)")
        }
    }

    var description: String {
        let skips = skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: "; ")
        let special = notes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: "; ")
        return "locations \(locationsAgree)/\(compared), messages \(messagesAgree)/\(compared), same order \(sameOrder)"
            + (special.isEmpty ? "" : " (of them: \(special))") + "; skipped: \(skips)"
    }
}

/// An error as the fixtures record it: message and 1-based positions.
struct RecordedError: Equatable, CustomStringConvertible {
    let message: String
    let locations: [SourcePosition]

    init(_ json: [String: Any]) {
        message = json["message"] as! String
        locations = (json["locations"] as? [[String: Int]] ?? []).map {
            SourcePosition(line: $0["line"]!, column: $0["column"]!)
        }
    }

    init(_ error: GraphQLError, _ source: Source) {
        message = error.message
        locations = error.locations.map { source.textPosition(of: $0.start) }
    }

    var description: String { "\(message) @ \(locations.map(\.description).joined(separator: ","))" }
}
