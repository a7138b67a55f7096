/// What every rule of one validation run shares: the schema, the document, its fragments, the
/// type information at the walk's current node, whole-document facts (fragment spreads and
/// variable usages per definition), and the error list.
public final class ValidationContext {
    /// The schema validated against.
    public let schema: Schema
    /// The document validated.
    public let document: Document
    /// The run's options.
    public let options: ValidationOptions
    /// Fragment definitions by name; when a name is defined twice the last one wins, as in
    /// GraphQL.js (`UniqueFragmentNamesRule` reports the duplicate).
    public let fragments: [String: FragmentDefinition]

    /// The errors reported so far, in report order.
    @exclusivity(unchecked) public private(set) var errors: [GraphQLError] = []
    /// For each error, when GraphQL.js would have reported it: (event position, rule index).
    @exclusivity(unchecked) private var reportKeys: [(position: Int, rule: Int)] = []
    /// The walk's clock: one tick per event.
    @exclusivity(unchecked) public private(set) var position = 0
    /// The index, in the run's rules, of the rule being told about an event.
    @exclusivity(unchecked) var ruleIndex = 0
    /// The position at which each definition was entered, by definition index.
    @exclusivity(unchecked) var definitionPositions: [Int]
    /// The position at which each definition was left, by definition index.
    @exclusivity(unchecked) var definitionEndPositions: [Int]
    /// Whether a rule or a limit stopped the run.
    @exclusivity(unchecked) public private(set) var isAborted = false

    // Type information at the current node, maintained by the walk. This state, the errors
    // and the clock above and the whole-document facts below are read and written for every
    // node, so they skip dynamic exclusivity checks (`@exclusivity(unchecked)`): one walk on
    // one thread owns the context, and no access to them is held open across a call into a
    // rule.

    /// The composite type whose selection set holds the current node.
    @exclusivity(unchecked) public internal(set) var parentType: SchemaType?
    /// The output type of the current field, or the type of the current operation, fragment
    /// or inline fragment.
    @exclusivity(unchecked) public internal(set) var type: TypeReference?
    /// The named type of ``type`` (its wrappers off) as the schema's object, reached by
    /// reference: rules compare and inspect it without looking its name up. Nil when
    /// ``type`` is nil or names no type of the schema.
    @exclusivity(unchecked) public internal(set) var namedOutputType: SchemaType?
    /// The definition of the innermost field around the current node (a copy, made when
    /// asked).
    public var fieldDefinition: SchemaField? { selectedField?.field }
    /// Where the innermost field's definition lies: the walk keeps this, not a copy.
    @exclusivity(unchecked) var selectedField: SelectedField?
    /// The directive whose arguments are being walked.
    @exclusivity(unchecked) public internal(set) var directive: SchemaDirective?
    /// The definition of the current argument.
    @exclusivity(unchecked) public internal(set) var argument: SchemaInputValue?
    /// The input type expected at the current value.
    @exclusivity(unchecked) public internal(set) var inputType: TypeReference?
    /// The input type around the current value (the input object or list holding it).
    @exclusivity(unchecked) public internal(set) var parentInputType: TypeReference?
    /// The default value of the argument or input field the current value is for.
    @exclusivity(unchecked) public internal(set) var defaultValue: Value?
    /// The operation being walked (nil inside a fragment definition).
    @exclusivity(unchecked) public internal(set) var currentOperation: OperationDefinition?
    /// The fragment definition being walked (nil inside an operation).
    @exclusivity(unchecked) public internal(set) var currentFragment: FragmentDefinition?
    /// The current fragment's own variables (``ValidationOptions/fragmentVariables``), by name;
    /// empty inside an operation.
    @exclusivity(unchecked) public internal(set) var currentFragmentVariables: [String: VariableDefinition] = [:]

    // Whole-document facts, recorded by the walk per definition index.
    @exclusivity(unchecked) var spreadsByDefinition: [[FragmentSpread]]
    @exclusivity(unchecked) var usagesByDefinition: [[VariableUsage]]
    @exclusivity(unchecked) var fragmentUsagesByDefinition: [[VariableUsage]]
    @exclusivity(unchecked) var currentDefinition = 0
    let fragmentIndex: [String: Int]
    private var closureCache: [Int: [Int]] = [:]
    private var fragmentWorkLeft: Int

    /// `fragmentIndex` gives each fragment name its definition index (the last of a name).
    init(schema: Schema, document: Document, options: ValidationOptions, fragmentIndex: [String: Int]) {
        self.schema = schema
        self.document = document
        self.options = options
        self.fragments = fragmentIndex.compactMapValues { index in
            if case .fragment(let fragment) = document.definitions[index] { fragment } else { nil }
        }
        self.fragmentIndex = fragmentIndex
        spreadsByDefinition = Array(repeating: [], count: document.definitions.count)
        usagesByDefinition = Array(repeating: [], count: document.definitions.count)
        fragmentUsagesByDefinition = Array(repeating: [], count: document.definitions.count)
        definitionPositions = Array(repeating: 0, count: document.definitions.count)
        definitionEndPositions = Array(repeating: 0, count: document.definitions.count)
        fragmentWorkLeft = options.fragmentWorkBudget
    }

    /// Whether "Did you mean …?" suggestions are left out of messages.
    public var hideSuggestions: Bool { options.hideSuggestions }

    /// Adds an error; ignored once the run is aborted (the walk winds down without
    /// reporting more).
    public func report(_ error: GraphQLError) {
        report(error, at: position)
    }

    /// Adds an error found late (in ``ValidationVisitor/leaveDocument(_:)``, say) that
    /// GraphQL.js reports at an earlier event: `position` is that event's ``position``. The
    /// run's errors are put in event order, then rule order, before they are returned.
    public func report(_ error: GraphQLError, at position: Int) {
        guard !isAborted else { return }
        errors.append(error)
        reportKeys.append((position, ruleIndex))
    }

    /// The position at which the walk entered a definition (an index into
    /// `document.definitions`).
    public func position(ofDefinitionAt index: Int) -> Int { definitionPositions[index] }

    /// The position at which the walk left a definition.
    public func endPosition(ofDefinitionAt index: Int) -> Int { definitionEndPositions[index] }

    /// Advances the clock by one event.
    func tick() { position += 1 }

    /// The errors in the order GraphQL.js reports them: by event, then by rule; past
    /// ``ValidationOptions/maxErrors``, the first that many and the error saying so.
    func errorsInReportOrder() -> [GraphQLError] {
        let order = reportKeys.indices.sorted {
            let a = reportKeys[$0], b = reportKeys[$1]
            return a.position != b.position ? a.position < b.position : a.rule != b.rule ? a.rule < b.rule : $0 < $1
        }
        // GraphQL.js stops at the error past the limit, before any abort that would follow.
        let reported = order.filter { reportKeys[$0].position != Int.max }
        guard reported.count > options.maxErrors else { return order.map { errors[$0] } }
        return reported.prefix(options.maxErrors).map { errors[$0] } + [GraphQLError(ValidationLimits.tooManyErrorsMessage)]
    }

    /// Adds an error with a message and the locations of its nodes.
    public func report(_ message: String, _ locations: [Location]) {
        report(GraphQLError(message, locations: locations))
    }

    /// Stops the run: the walk ends, and `Validation aborted.` follows the errors so far.
    public func abort() {
        guard !isAborted else { return }
        errors.append(GraphQLError(ValidationLimits.abortedMessage))
        reportKeys.append((Int.max, Int.max))
        isAborted = true
    }

    /// Stops the run as if it had stopped at `position`: errors reported at or after it are
    /// dropped, and `Validation aborted.` follows the others.
    func abort(from position: Int) {
        guard !isAborted else { return }
        let kept = reportKeys.indices.filter { reportKeys[$0].position < position }
        errors = kept.map { errors[$0] }
        reportKeys = kept.map { reportKeys[$0] }
        abort()
    }

    /// The fragment with this name.
    public func fragment(named name: String) -> FragmentDefinition? { fragments[name] }

    /// The named type of a type reference in the schema.
    public func namedType(_ reference: TypeReference?) -> SchemaType? {
        reference.flatMap { schema.type(named: $0.namedType) }
    }

    /// The schema type a written type denotes, when every name in it is known.
    public func typeReference(_ node: TypeNode) -> TypeReference? {
        schema.type(named: node.namedType.name.value) == nil ? nil : TypeReference(node)
    }

    /// The fragment spreads written directly in a definition (not through other fragments).
    public func spreads(inDefinitionAt index: Int) -> [FragmentSpread] { spreadsByDefinition[index] }

    /// The variables used directly in a definition, each with the type expected where it
    /// stands. Complete only in ``ValidationVisitor/leaveDocument(_:)``.
    public func variableUsages(inDefinitionAt index: Int) -> [VariableUsage] { usagesByDefinition[index] }

    /// The usages of a fragment's own variables (``ValidationOptions/fragmentVariables``) in the
    /// fragment at `index`; they are not in ``variableUsages(inDefinitionAt:)``. Complete only in
    /// ``ValidationVisitor/leaveDocument(_:)``.
    public func fragmentVariableUsages(inDefinitionAt index: Int) -> [VariableUsage] {
        fragmentUsagesByDefinition[index]
    }

    /// The definition indices of the fragments an operation or fragment reaches through
    /// spreads, transitively, each once (known fragments only). Complete only in
    /// ``ValidationVisitor/leaveDocument(_:)``. Spends the run's fragment work budget and aborts
    /// the run when it is exhausted (then the result may be partial).
    public func recursivelyReferencedFragments(ofDefinitionAt index: Int) -> [Int] {
        if let cached = closureCache[index] { return cached }
        var seen = Set<Int>()
        var result: [Int] = []
        var stack = [index]
        while let next = stack.popLast() {
            // Every spread looked at is work: a fragment spread many times costs its spreads.
            guard spendFragmentWork(1 + spreadsByDefinition[next].count) else { break }
            for spread in spreadsByDefinition[next] {
                guard let target = fragmentIndex[spread.name.value], seen.insert(target).inserted else { continue }
                result.append(target)
                stack.append(target)
            }
        }
        closureCache[index] = result
        return result
    }

    /// Every variable usage of an operation, in it and in the fragments it reaches (each
    /// usage looked at spends a unit of fragment work).
    public func recursiveVariableUsages(ofDefinitionAt index: Int) -> [VariableUsage] {
        var usages = usagesByDefinition[index]
        for fragment in recursivelyReferencedFragments(ofDefinitionAt: index) {
            guard spendFragmentWork(usagesByDefinition[fragment].count) else { break }
            usages.append(contentsOf: usagesByDefinition[fragment])
        }
        return usages
    }

    /// Takes units of fragment work (one per fragment entered or selection, spread or usage
    /// looked at through a spread); false (and the run aborted) when not enough is left.
    public func spendFragmentWork(_ units: Int = 1) -> Bool {
        if fragmentWorkLeft < units {
            fragmentWorkLeft = 0
            abort()
            return false
        }
        fragmentWorkLeft -= units
        return true
    }
}

/// A variable written in a value, with what the walk knew there.
public struct VariableUsage: Sendable {
    /// The `$name` node.
    public var variable: Variable
    /// The input type expected where it stands, if known.
    public var type: TypeReference?
    /// The input type around it (the input object holding the field it is the value of).
    public var parentType: TypeReference?
    /// The default of the argument or input field it is the value of.
    public var defaultValue: Value?
}
