import GraphQL

/// The Swift emitter's entry point for `batonc generate`: the shared file
/// and one output per source that declares GraphQL, deterministic to the byte.
///
/// ```swift
/// let input = try EmitInput.build(schema: sdl, config: config, documents: [("Row.swift", [text])])
/// let output = SwiftEmitter.emit(input)
/// output.shared                 // Baton.baton.swift
/// output.files["Row.swift"]     // Row.baton.swift
/// ```
public enum SwiftEmitter {
    /// What a run writes.
    public struct Output: Sendable, Equatable {
        /// `Baton.baton.swift`.
        public var shared: String
        /// Per source path, its output's text.
        public var files: [String: String]
        /// Each top-level lens's accessors, for the report.
        public var accessors = LensAccessors()
    }

    /// Emits every source, then the shared file with what they name.
    public static func emit(_ input: EmitInput) -> Output {
        let facts = SchemaFacts(schema: input.schema, config: input.config)
        let symbols = SharedSymbols()
        let types = SwiftTypes(facts: facts, symbols: symbols)
        var taken: Set<String> = []
        for source in input.sources {
            for definition in source.definitions {
                switch definition {
                case .fragment(let f): taken.insert(f.name.value)
                case .operation(let o): if let name = o.name?.value { taken.insert(name) }
                default: break
                }
            }
        }
        for type in input.schema.orderedTypes {
            if type.kind == .enum { taken.insert(SwiftNames.enumName(type.name)) }
            if type.kind == .inputObject { taken.insert(SwiftNames.inputName(type.name)) }
        }
        let recorder = LensAccessorRecorder()
        var lenses = LensEmitter(facts: facts, symbols: symbols, types: types, input: input, taken: taken)
        lenses.recorder = recorder
        lenses.satisfiedFragments = satisfiedFragments(input, facts: facts, taken: taken)
        lenses.presentFragments = DeferredPresence(input: input).fragments()
        let operations = OperationEmitter(facts: facts, symbols: symbols, types: types, lenses: lenses, input: input)
        // An aliased spread under `@catch` reads the errors its fragment's lens collects.
        let caughtFragments = SpreadUses.fragments(spreadWith: "catch", in: input)
        let compiled = Dictionary(input.operations.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var files: [String: String] = [:]
        for source in input.sources {
            var blocks: [[String]] = []
            for definition in source.definitions {
                switch definition {
                case .fragment(let fragment) where directive("inline", in: fragment.directives) != nil:
                    blocks.append(LineFence.fence(InlineValueEmitter(emitter: lenses).emit(
                        fragment.name.value, on: fragment.typeCondition.name.value, sets: [fragment.selectionSet],
                        doc: ["`fragment " + fragment.name.value + " on " + fragment.typeCondition.name.value
                              + " @inline`: a frozen value"], indent: "")))
                case .fragment(let fragment):
                    var fragmentLenses = lenses
                    fragmentLenses.strict = directive("throwOnFieldError", in: fragment.directives) != nil
                    fragmentLenses.refetch = RefetchLens(fragment, input: input)
                    let built = fragmentLenses.build(fragment.name.value, on: fragment.typeCondition.name.value,
                                                     sets: [fragment.selectionSet],
                                                     doc: ["`fragment " + fragment.name.value + " on "
                                                           + fragment.typeCondition.name.value + "`"],
                                                     indent: "",
                                                     collectsErrors: fragmentLenses.strict
                                                         || caughtFragments.contains(fragment.name.value),
                                                     isRefetchable: fragmentLenses.refetch != nil,
                                                     presence: fragmentLenses.presenceField(ofFragment: fragment.name.value))
                    blocks.append(LineFence.fence(built.lines))
                    recorder.fragment(fragment.name.value, built.accessors)
                    for generated in input.operations where generated.refetchableFragment == fragment.name.value {
                        blocks.append(operations.emit(generated, authored: nil))
                        blocks.append(RefetchEmitter(types: types).plan(generated, fragment: fragment))
                    }
                case .operation(let operation):
                    guard let name = operation.name?.value, let found = compiled[name] else { continue }
                    blocks.append(operations.emit(found, authored: operation))
                    if operation.operation == .mutation {
                        blocks.append(OptimisticEmitter(facts: facts, types: types, taken: taken).emit(found))
                        blocks.append(ActionEmitter(types: types).emit(found))
                    }
                default: continue
                }
            }
            var lines = [header(source.path), "@_spi(Generated) import Baton"]
            if usesFoundation(input) { lines.append("import Foundation") }
            for block in blocks { lines += [""] + block }
            files[source.path] = LineFence.fence(lines).joined(separator: "\n") + "\n"
        }
        let shared = SharedFileEmitter(facts: facts, symbols: symbols, types: types, schemaDigest: input.schemaDigest)
        let sharedText = LineFence.fence(LineFence.lines(of: shared.emit()))
        return Output(shared: sharedText.joined(separator: "\n"), files: files, accessors: recorder.recorded)
    }

    /// Fragments whose lens has `satisfied`, found by a dry run (a spread is its own boundary,
    /// so one pass over each fragment is enough).
    private static func satisfiedFragments(_ input: EmitInput, facts: SchemaFacts, taken: Set<String>) -> Set<String> {
        let scratch = SharedSymbols()
        let dry = LensEmitter(facts: facts, symbols: scratch, types: SwiftTypes(facts: facts, symbols: scratch),
                              input: input, taken: taken)
        var out: Set<String> = []
        for (name, fragment) in input.fragments {
            let built = dry.build(name, on: fragment.typeCondition.name.value, sets: [fragment.selectionSet], doc: [],
                                  indent: "")
            if built.hasSatisfied { out.insert(name) }
        }
        return out
    }

    /// The first line of every output.
    static func header(_ origin: String) -> String {
        "// Generated by batonc from " + origin + ". Do not edit."
    }

    /// Mapped scalars name Foundation types (`Foundation.Decimal`).
    private static func usesFoundation(_ input: EmitInput) -> Bool {
        input.config.customScalarTypes.values.contains { $0.swift?.hasPrefix("Foundation.") == true }
    }
}
