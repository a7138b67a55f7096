/// Knobs of one validation run.
public struct ValidationOptions: Sendable {
    /// Leave "Did you mean …?" suggestions out of messages (GraphQL.js `hideSuggestions`), for
    /// servers that should not reveal schema names.
    public var hideSuggestions: Bool
    /// The deepest selection-set nesting a document may reach when fragment spreads are
    /// followed; deeper documents end the run with `Validation aborted.`. Bounds the work and
    /// stack of every rule that follows spreads.
    public var maxFragmentNestingDepth: Int
    /// How many fragment visits the run may spend following spreads (across all rules); when
    /// exhausted the run ends with `Validation aborted.`. Bounds documents whose fragments
    /// are shared by very many operations.
    public var fragmentWorkBudget: Int
    /// How many units of comparison work `OverlappingFieldsCanBeMergedRule` may spend (see
    /// ``OverlappingFieldsLimits``); when exhausted the run ends with `Validation aborted.`.
    public var overlappingFieldsBudget: Int
    /// Variables a fragment defines for itself, by fragment name (fragment arguments, as client
    /// frameworks declare them). Inside that fragment a variable of one of these names is the
    /// fragment's own: it is not an operation's usage (so no operation must define it, and it
    /// does not use an operation's variable of that name) and it is checked against this
    /// definition's type. The usages are listed by
    /// ``ValidationContext/fragmentVariableUsages(inDefinitionAt:)``.
    public var fragmentVariables: [String: [VariableDefinition]]
    /// Directives whose argument names the document chooses (a framework's directive that
    /// passes values to a fragment): their arguments are not unknown arguments.
    public var freeArgumentDirectives: Set<String>
    /// Named types a variable may fill beyond the specification's rule, by the variable's
    /// named type: `["String": ["ID"]]` lets a `[String!]!` variable stand where `[ID!]!` is
    /// expected (Relay's rule; an ID is written as a string). Lists and non-null still match as
    /// the specification says.
    public var variableTypeStandIns: [String: Set<String>]
    /// The most errors a run returns, in report order; when a document has more, they are
    /// followed by one error saying the limit was reached (``ValidationLimits/tooManyErrorsMessage``)
    /// and no others, as GraphQL.js's `maxErrors` does.
    public var maxErrors: Int

    /// Makes options; the defaults suit any document a person writes.
    public init(hideSuggestions: Bool = false, maxFragmentNestingDepth: Int = 200,
                fragmentWorkBudget: Int = 1_000_000,
                overlappingFieldsBudget: Int = OverlappingFieldsLimits.defaultComplexityBudget,
                fragmentVariables: [String: [VariableDefinition]] = [:], freeArgumentDirectives: Set<String> = [],
                variableTypeStandIns: [String: Set<String>] = [:], maxErrors: Int = ValidationLimits.defaultMaxErrors) {
        self.hideSuggestions = hideSuggestions
        self.maxFragmentNestingDepth = maxFragmentNestingDepth
        self.fragmentWorkBudget = fragmentWorkBudget
        self.overlappingFieldsBudget = overlappingFieldsBudget
        self.fragmentVariables = fragmentVariables
        self.freeArgumentDirectives = freeArgumentDirectives
        self.variableTypeStandIns = variableTypeStandIns
        self.maxErrors = maxErrors
    }
}
