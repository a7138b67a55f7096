/// A plan bound to one set of variables (SPEC §5.3): guards settled once, dynamic keys
/// rendered once, slot numbers assigned once, and a variant per concrete type.
///
/// Immutable and `Sendable`, so ingest can run off the main actor. Variants of types the
/// plan did not list are built on first sight and cached (thread-safe).
@_spi(Generated)
public final class Resolution: Sendable {
    /// The plan resolved.
    public let operation: PlanOperation
    /// The variables it was resolved with.
    public let variables: [String: JSONValue]
    /// The root selection, read at the operation kind's root record.
    let root: ResolvedSelection

    /// Resolves `operation` with `variables`.
    public init(_ operation: PlanOperation, variables: [String: JSONValue] = [:]) {
        self.operation = operation
        self.variables = variables
        let builder = ResolutionBuilder(variables: variables)
        self.root = builder.selection(operation.selection, depth: 0)
    }

    /// The root record's key.
    public var rootKey: String { operation.kind.rootKey }
}

/// Resolves selections once each, sharing a `PlanSelection` that appears twice.
final class ResolutionBuilder {
    /// Plans come from generated code, but bound the walk anyway: ingest stops at 24
    /// levels, so nothing below this depth is ever read.
    static let maxDepth = 32
    let variables: [String: JSONValue]
    private var memo: [ObjectIdentifier: ResolvedSelection] = [:]

    init(variables: [String: JSONValue]) { self.variables = variables }

    func selection(_ plan: PlanSelection, depth: Int) -> ResolvedSelection {
        if let done = memo[ObjectIdentifier(plan)] { return done }
        let resolved = ResolvedSelection(plan: plan, variables: variables, builder: self, depth: depth)
        memo[ObjectIdentifier(plan)] = resolved
        return resolved
    }

    /// Whether a field's guards hold: any alternative whose every condition holds.
    func passes(_ guards: [[PlanGuard]]) -> Bool {
        if guards.isEmpty { return true }
        return guards.contains { alternative in
            alternative.allSatisfy { condition in
                switch condition {
                case .include(let name): return variables[name] == .bool(true)
                case .skip(let name): return variables[name] != .bool(true)
                }
            }
        }
    }

    func storageKey(_ key: StorageKey) -> String {
        switch key {
        case .fixed(let text): return text
        case .dynamic(let dynamic): return StorageKeys.render(dynamic, variables: variables)
        }
    }
}
