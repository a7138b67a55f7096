/// A plan bound to one set of variables, for one store: guards settled once, dynamic keys
/// rendered and numbered by the store once, slot numbers assigned once, and a variant per
/// concrete type.
///
/// Immutable and `Sendable`, so ingest can run off the main actor. Variants of types the
/// plan did not list are built on first sight and cached (thread-safe). The store numbers
/// it rendered stay held while the resolution (or any selection of it) lives.
@_spi(Generated)
public final class Resolution: Sendable {
    /// The plan resolved.
    public let operation: PlanOperation
    /// The variables it was resolved with.
    public let variables: [String: JSONValue]
    /// The root selection, read at the operation kind's root record.
    let root: ResolvedSelection
    /// The store's numbering: its keys, and the types its responses name.
    let numbering: StoreNumbering

    /// Resolves `operation` with `variables` for `store`, which numbers the keys rendered
    /// from variables.
    public init(_ operation: PlanOperation, variables: [String: JSONValue] = [:], store: Store) {
        self.operation = operation
        self.variables = variables
        self.numbering = store.numbering
        let builder = ResolutionBuilder(variables: variables, numbering: store.numbering,
                                        holds: KeyHolds(store.numbering))
        self.root = builder.selection(operation.selection, depth: 0)
    }

    /// A resolution names its store: keys rendered from variables are numbered per store.
    @available(*, unavailable, message: "a resolution is for one store: Resolution(plan, variables:, store:)")
    public init(_ operation: PlanOperation, variables: [String: JSONValue] = [:]) { fatalError() }

    /// The root record's key.
    public var rootKey: String { operation.kind.rootKey }

    /// Stops a resolution made for one store from reading or writing another's records:
    /// the slots of keys rendered from variables are numbered per store.
    @MainActor
    func checkStore(_ store: Store) {
        precondition(numbering === store.numbering,
                     "\(operation.name) was resolved for another store: Resolution(plan, variables:, store:) per store")
    }
}

/// Resolves selections once each, sharing a `PlanSelection` that appears twice.
final class ResolutionBuilder {
    /// Plans come from generated code, but bound the walk anyway: ingest stops at 24
    /// levels, so nothing below this depth is ever read.
    static let maxDepth = 32
    let variables: [String: JSONValue]
    let numbering: StoreNumbering
    /// The resolution's hold on the store numbers it renders.
    let holds: KeyHolds
    private var memo: [ObjectIdentifier: ResolvedSelection] = [:]

    init(variables: [String: JSONValue], numbering: StoreNumbering, holds: KeyHolds) {
        self.variables = variables
        self.numbering = numbering
        self.holds = holds
    }

    func selection(_ plan: PlanSelection, depth: Int) -> ResolvedSelection {
        if let done = memo[ObjectIdentifier(plan)] { return done }
        let resolved = ResolvedSelection(plan: plan, builder: self, depth: depth)
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

    /// A storage key's text and its slot on `type`: a fixed key is the build's constant; a
    /// key rendered from variables is numbered by the store (or is the constant the build
    /// names with the same text).
    func slot(_ key: StorageKey, on type: TypeID) -> (text: String, slot: Int) {
        switch key {
        case .fixed(let text): return (text, SlotRegistry.shared.slot(type, text))
        case .dynamic(let dynamic):
            let text = StorageKeys.render(dynamic, variables: variables)
            return (text, numbering.slot(type, text, holds: holds))
        }
    }
}
