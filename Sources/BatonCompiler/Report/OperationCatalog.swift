import GraphQL

/// The target's definitions by name and source, with which fragments each operation reaches
/// (directly or through other fragments): what the report, the persisted file and the outputs
/// are made from. Built from a compilation that checked clean.
public struct OperationCatalog: Sendable {
    /// An operation and the file it was written in.
    public struct Operation: Sendable {
        public var definition: OperationDefinition
        public var source: String
        /// The fragments it reaches, sorted by name.
        public var fragments: [String]
        /// The operation's name (a checked target names every operation it emits).
        public var name: String { definition.name?.value ?? "" }
    }

    /// A fragment and the file it was written in.
    public struct Fragment: Sendable {
        public var definition: FragmentDefinition
        public var source: String
        public var name: String { definition.name.value }
    }

    /// Operations sorted by name.
    public private(set) var operations: [Operation] = []
    /// Fragments by name.
    public private(set) var fragments: [String: Fragment] = [:]
    /// The definitions of each source path, in the order written.
    public private(set) var definitionsBySource: [String: [Definition]] = [:]

    /// Reads the documents of a compilation (each parses, or the target has errors already).
    public init(_ compilation: Compilation) {
        var operations: [(OperationDefinition, String)] = []
        for document in compilation.documents {
            guard let parsed = try? parse(document.source) else { continue }
            definitionsBySource[document.path, default: []] += parsed.definitions
            for definition in parsed.definitions {
                switch definition {
                case .operation(let operation): operations.append((operation, document.path))
                case .fragment(let fragment):
                    if fragments[fragment.name.value] == nil {
                        fragments[fragment.name.value] = Fragment(definition: fragment, source: document.path)
                    }
                default: break
                }
            }
        }
        self.operations = operations.map { definition, source in
            Operation(definition: definition, source: source, fragments: reached(from: definition.selectionSet))
        }.sorted { $0.name < $1.name }
    }

    /// The fragments reached from a selection set, sorted by name. Iterative, each fragment
    /// visited once, so a cycle or a deep document cannot run away.
    public func reached(from selectionSet: SelectionSet) -> [String] {
        var seen: Set<String> = []
        var pending = [selectionSet]
        while let set = pending.popLast() {
            for selection in set.selections {
                switch selection {
                case .field(let field): if let child = field.selectionSet { pending.append(child) }
                case .inlineFragment(let inline): pending.append(inline.selectionSet)
                case .fragmentSpread(let spread):
                    let name = spread.name.value
                    guard !seen.contains(name), let fragment = fragments[name] else { continue }
                    seen.insert(name)
                    pending.append(fragment.definition.selectionSet)
                }
            }
        }
        return seen.sorted()
    }

    /// The operations that reach a fragment, sorted by name.
    public func operations(reaching fragment: String) -> [String] {
        operations.filter { $0.fragments.contains(fragment) }.map(\.name)
    }
}
