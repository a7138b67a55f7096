/// The one walk of a validation run: visits every definition in document order, keeps the
/// context's type information current, records spreads and variable usages per definition,
/// and tells each visitor about the events it asked for.
final class ValidationWalker {
    private let context: ValidationContext
    private let schema: Schema
    /// A visitor and the position of its rule in the run's rule list.
    struct Entry {
        let rule: Int
        let visitor: any ValidationVisitor
    }
    private let visitorEntries: [Entry]
    private let onOperation, onFragment, onVariableDefinition, onSelectionSet: [Entry]
    private let onField, onInlineFragment, onSpread, onDirectives, onDirective: [Entry]
    private let onArgument, onValue, onObjectField, onNamedType: [Entry]
    /// Nesting of selection sets and values; the parser bounds documents far below the limit,
    /// which guards hand-built ones.
    /// (Unchecked exclusivity, as the context's walk state: one walk, one thread.)
    @exclusivity(unchecked) private var depth = 0
    private static let maxDepth = 5_000
    @exclusivity(unchecked) private var inVariableDefinition = false
    /// How deep the document nests through its spreads, measured before the walk.
    private let nesting: DocumentNesting

    init(context: ValidationContext, visitors: [any ValidationVisitor], nesting: DocumentNesting) {
        self.context = context
        self.nesting = nesting
        self.schema = context.schema
        let entries = visitors.enumerated().map { Entry(rule: $0.offset, visitor: $0.element) }
        visitorEntries = entries
        // Each visitor's events read once (a dynamic call), not once per event kind.
        let events = visitors.map(\.events)
        func with(_ event: ValidationEvents) -> [Entry] {
            entries.indices.filter { events[$0].contains(event) }.map { entries[$0] }
        }
        onOperation = with(.operation)
        onFragment = with(.fragment)
        onVariableDefinition = with(.variableDefinition)
        onSelectionSet = with(.selectionSet)
        onField = with(.field)
        onInlineFragment = with(.inlineFragment)
        onSpread = with(.fragmentSpread)
        onDirectives = with(.directives)
        onDirective = with(.directive)
        onArgument = with(.argument)
        onValue = with(.value)
        onObjectField = with(.objectField)
        onNamedType = with(.namedType)
    }

    /// Walks the document, then runs the whole-document phase unless the run was aborted.
    func run() {
        let document = context.document
        context.tick()
        for entry in visitorEntries where entry.visitor.events.contains(.document) {
            context.ruleIndex = entry.rule
            entry.visitor.enterDocument(document)
        }
        for (index, definition) in document.definitions.enumerated() {
            if context.isAborted { return }
            context.currentDefinition = index
            context.definitionPositions[index] = context.position + 1
            walk(definition)
            context.definitionEndPositions[index] = context.position
        }
        context.tick()
        if context.isAborted { return }
        if let index = nesting.firstExceeding(context.options.maxFragmentNestingDepth, in: document) {
            // GraphQL.js checks each definition's nesting as it enters it: what that definition
            // and the ones after it would report is never found.
            context.abort(from: context.definitionPositions[index])
            return
        }
        for entry in visitorEntries where entry.visitor.events.contains(.document) {
            if context.isAborted { return }
            context.ruleIndex = entry.rule
            entry.visitor.leaveDocument(document)
        }
    }

    private func walk(_ definition: Definition) {
        switch definition {
        case .operation(let operation): walk(operation)
        case .fragment(let fragment): walk(fragment)
        case .schema(let schemaDefinition): TypeSystemWalk(self).walk(schemaDefinition)
        case .type(let typeDefinition): TypeSystemWalk(self).walk(typeDefinition)
        case .directive(let directiveDefinition): TypeSystemWalk(self).walk(directiveDefinition)
        }
    }

    private func walk(_ operation: OperationDefinition) {
        context.currentOperation = operation
        context.currentFragment = nil
        context.currentFragmentVariables = [:]
        context.parentType = nil
        context.selectedField = nil
        context.type = schema.rootTypeNames[operation.operation].map { .named($0) }
        context.namedOutputType = schema.rootType(operation.operation)
        tell(onOperation) { $0.enterOperation(operation) }
        let location = operation.operation.directiveLocation
        announce(operation.directives, DirectiveHolder(location: location))
        for definition in operation.variableDefinitions { walk(definition) }
        walkEach(operation.directives, location)
        walk(operation.selectionSet)
        tell(onOperation) { $0.leaveOperation(operation) }
        context.currentOperation = nil
    }

    private func walk(_ definition: VariableDefinition) {
        context.inputType = context.typeReference(definition.type).flatMap { isInput($0) ? $0 : nil }
        tell(onVariableDefinition) { $0.enterVariableDefinition(definition) }
        announce(definition.directives, DirectiveHolder(location: .VARIABLE_DEFINITION))
        namedType(definition.type.namedType, inTypeSystem: false)
        if let value = definition.defaultValue {
            inVariableDefinition = true
            context.defaultValue = nil
            context.parentInputType = nil
            walk(value, onValue)
            inVariableDefinition = false
        }
        context.inputType = nil
        walkEach(definition.directives, .VARIABLE_DEFINITION)
    }

    private func walk(_ fragment: FragmentDefinition) {
        context.currentFragment = fragment
        context.currentOperation = nil
        var variables: [String: VariableDefinition] = [:]
        for definition in context.options.fragmentVariables[fragment.name.value] ?? [] {
            variables[definition.variable.name.value] = definition
        }
        context.currentFragmentVariables = variables
        context.parentType = nil
        context.selectedField = nil
        setOutputType(named: fragment.typeCondition.name.value)
        tell(onFragment) { $0.enterFragment(fragment) }
        announce(fragment.directives, DirectiveHolder(location: .FRAGMENT_DEFINITION))
        namedType(fragment.typeCondition, inTypeSystem: false)
        walkEach(fragment.directives, .FRAGMENT_DEFINITION)
        walk(fragment.selectionSet)
        tell(onFragment) { $0.leaveFragment(fragment) }
        context.currentFragment = nil
    }

    private func walk(_ selectionSet: SelectionSet) {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        let savedParent = context.parentType
        let named = context.namedOutputType
        context.parentType = named?.isComposite == true ? named : nil
        tell(onSelectionSet) { $0.enterSelectionSet(selectionSet) }
        for selection in selectionSet.selections {
            if context.isAborted { break }
            switch selection {
            case .field(let field): walk(field)
            case .fragmentSpread(let spread): walk(spread)
            case .inlineFragment(let fragment): walk(fragment)
            }
        }
        tell(onSelectionSet) { $0.leaveSelectionSet(selectionSet) }
        context.parentType = savedParent
    }

    private func walk(_ field: Field) {
        let savedType = context.type, savedNamed = context.namedOutputType, savedField = context.selectedField
        let selected = context.parentType.flatMap { schema.selectedField(field.name.value, on: $0) }
        context.selectedField = selected
        context.type = selected?.type
        context.namedOutputType = selected?.namedType
        tell(onField) { $0.enterField(field) }
        announce(field.directives, DirectiveHolder(location: .FIELD))
        if !field.arguments.isEmpty { walkArguments(field.arguments, definitions: selected?.arguments) }
        walkEach(field.directives, .FIELD)
        if let selectionSet = field.selectionSet { walk(selectionSet) }
        tell(onField) { $0.leaveField(field) }
        context.type = savedType
        context.namedOutputType = savedNamed
        context.selectedField = savedField
    }

    private func walk(_ spread: FragmentSpread) {
        context.spreadsByDefinition[context.currentDefinition].append(spread)
        tell(onSpread) { $0.enterFragmentSpread(spread) }
        announce(spread.directives, DirectiveHolder(location: .FRAGMENT_SPREAD))
        walkEach(spread.directives, .FRAGMENT_SPREAD)
    }

    private func walk(_ fragment: InlineFragment) {
        let savedType = context.type, savedNamed = context.namedOutputType
        if let condition = fragment.typeCondition {
            setOutputType(named: condition.name.value)
        } else {
            context.type = context.type.map { .named($0.namedType) }
        }
        tell(onInlineFragment) { $0.enterInlineFragment(fragment) }
        announce(fragment.directives, DirectiveHolder(location: .INLINE_FRAGMENT))
        if let condition = fragment.typeCondition { namedType(condition, inTypeSystem: false) }
        walkEach(fragment.directives, .INLINE_FRAGMENT)
        walk(fragment.selectionSet)
        tell(onInlineFragment) { $0.leaveInlineFragment(fragment) }
        context.type = savedType
        context.namedOutputType = savedNamed
    }

    /// Walks a type-system node's directives: the list, then each with its arguments.
    func walkDirectives(_ directives: [Directive], _ site: DirectiveHolder) {
        announce(directives, site)
        walkEach(directives, site.location)
    }

    /// Tells visitors about a node's directive list; called as the node is entered, where
    /// GraphQL.js compares a node's directives.
    private func announce(_ directives: [Directive], _ site: DirectiveHolder) {
        guard !directives.isEmpty else { return }
        // No tick: GraphQL.js compares directives as it enters the node itself.
        tell(onDirectives, tick: false) { $0.enterDirectives(directives, site: site) }
    }

    /// Walks each directive of a node and its arguments.
    private func walkEach(_ directives: [Directive], _ location: DirectiveLocation) {
        for directive in directives {
            let definition = schema.directives[directive.name.value]
            context.directive = definition
            tell(onDirective) { $0.enterDirective(directive, location: location) }
            walkArguments(directive.arguments, definitions: definition?.arguments)
            tell(onDirective) { $0.leaveDirective(directive) }
            context.directive = nil
        }
    }

    private func walkArguments(_ arguments: [Argument], definitions: [SchemaInputValue]?) {
        for argument in arguments {
            let definition = definitions?.first { $0.name == argument.name.value }
            context.argument = definition
            context.inputType = definition?.type
            context.parentInputType = nil
            context.defaultValue = definition?.defaultValue
            tell(onArgument) { $0.enterArgument(argument) }
            walk(argument.value, onValue)
            tell(onArgument) { $0.leaveArgument(argument) }
            context.argument = nil
            context.inputType = nil
            context.defaultValue = nil
        }
    }

    private func walk(_ value: Value, _ active: [Entry]) {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        var skipped: [Int] = []
        context.tick()
        for (i, entry) in active.enumerated() {
            context.ruleIndex = entry.rule
            if !entry.visitor.enterValue(value) { skipped.append(i) }
        }
        // Rare (a visitor skipping a value's children): only then build a smaller list.
        let children = skipped.isEmpty ? active : active.enumerated().filter { !skipped.contains($0.offset) }.map(\.element)
        switch value {
        case .variable(let variable):
            recordUsage(of: variable)
        case .list(let items, _):
            walkItems(items, children)
        case .object(let fields, _):
            walkFields(fields, of: value, children)
        default:
            break
        }
    }

    private func walkItems(_ items: [Value], _ active: [Entry]) {
        let savedInput = context.inputType, savedParent = context.parentInputType
        let savedDefault = context.defaultValue
        let listType = savedInput?.nullable
        // Items of a list written where no list is expected have no expected type (the list as a
        // whole is what is wrong, or a custom scalar takes it).
        if case .list(let inner) = listType { context.inputType = inner } else { context.inputType = nil }
        context.parentInputType = savedInput
        context.defaultValue = nil
        for item in items { walk(item, active) }
        context.inputType = savedInput
        context.parentInputType = savedParent
        context.defaultValue = savedDefault
    }

    private func walkFields(_ fields: [ObjectField], of object: Value, _ active: [Entry]) {
        let savedInput = context.inputType, savedParent = context.parentInputType
        let savedDefault = context.defaultValue
        let objectType = context.namedType(savedInput)
        for field in fields {
            let definition = objectType?.kind == .inputObject ? objectType?.inputField(field.name.value) : nil
            context.parentInputType = savedInput
            context.inputType = definition?.type
            context.defaultValue = definition?.defaultValue
            tell(onObjectField) { $0.enterObjectField(field, in: object) }
            walk(field.value, active)
        }
        context.inputType = savedInput
        context.parentInputType = savedParent
        context.defaultValue = savedDefault
    }

    private func recordUsage(of variable: Variable) {
        guard !inVariableDefinition else { return }
        let usage = VariableUsage(variable: variable, type: context.inputType, parentType: context.parentInputType,
                                  defaultValue: context.defaultValue)
        // A fragment's own variable is the fragment's, not the operation's (fragmentVariables).
        if context.currentFragment != nil, context.currentFragmentVariables[variable.name.value] != nil {
            context.fragmentUsagesByDefinition[context.currentDefinition].append(usage)
        } else {
            context.usagesByDefinition[context.currentDefinition].append(usage)
        }
    }

    /// Tells visitors about a written type name.
    func namedType(_ type: NamedType, inTypeSystem: Bool) {
        tell(onNamedType) { $0.enterNamedType(type, inTypeSystem: inTypeSystem) }
    }

    /// Tells each visitor of a list about one event (one tick of the run's clock), each as
    /// its rule, so errors can be put in GraphQL.js's order afterwards.
    private func tell(_ entries: [Entry], tick: Bool = true, _ event: (any ValidationVisitor) -> Void) {
        if tick { context.tick() }
        for entry in entries {
            context.ruleIndex = entry.rule
            event(entry.visitor)
        }
    }

    private func enterNesting() -> Bool {
        depth += 1
        if depth > Self.maxDepth {
            context.abort()
            return false
        }
        return true
    }

    private func leaveNesting() { depth -= 1 }

    /// Makes the type a written name denotes the current type, when it is an output type
    /// (else there is none): one lookup, for its reference and its object both.
    private func setOutputType(named name: String) {
        let type = schema.type(named: name).flatMap { $0.isOutput ? $0 : nil }
        context.type = type?.namedReference
        context.namedOutputType = type
    }

    private func isInput(_ reference: TypeReference) -> Bool {
        schema.type(named: reference.namedType)?.isInput ?? false
    }
}
