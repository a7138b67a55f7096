/// The one walk of a validation run: visits every definition in document order, keeps the
/// context's type information current, records spreads and variable usages per definition,
/// and tells each visitor about the events it asked for.
final class ValidationWalker {
    private let context: ValidationContext
    private let schema: Schema
    private let visitors: [any ValidationVisitor]
    private let onOperation, onFragment, onVariableDefinition, onSelectionSet: [any ValidationVisitor]
    private let onField, onInlineFragment, onSpread, onDirectives, onDirective: [any ValidationVisitor]
    private let onArgument, onValue, onObjectField, onNamedType: [any ValidationVisitor]
    /// Nesting of selection sets and values; the parser bounds documents far below the limit,
    /// which guards hand-built ones.
    private var depth = 0
    private static let maxDepth = 5_000
    /// Selection-set depth inside the current definition (its top set is 1).
    private var selectionDepth = 0
    private var inVariableDefinition = false
    private(set) var spreadDepths: [[Int]]
    private(set) var maxSelectionDepth: [Int]

    init(context: ValidationContext, visitors: [any ValidationVisitor]) {
        self.context = context
        self.schema = context.schema
        self.visitors = visitors
        func with(_ event: ValidationEvents) -> [any ValidationVisitor] {
            visitors.filter { $0.events.contains(event) }
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
        let count = context.document.definitions.count
        spreadDepths = Array(repeating: [], count: count)
        maxSelectionDepth = Array(repeating: 0, count: count)
    }

    /// Walks the document, then runs the whole-document phase unless the run was aborted.
    func run() {
        let document = context.document
        for visitor in visitors where visitor.events.contains(.document) { visitor.enterDocument(document) }
        for (index, definition) in document.definitions.enumerated() {
            if context.isAborted { return }
            context.currentDefinition = index
            walk(definition)
        }
        if context.isAborted { return }
        let nesting = FragmentNesting(context: context, spreadDepths: spreadDepths, ownDepths: maxSelectionDepth)
        if nesting.exceeds(context.options.maxFragmentNestingDepth) {
            context.abort()
            return
        }
        for visitor in visitors where visitor.events.contains(.document) {
            if context.isAborted { return }
            visitor.leaveDocument(document)
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
        var variables: [String: VariableDefinition] = [:]
        for definition in operation.variableDefinitions { variables[definition.variable.name.value] = definition }
        context.currentVariables = variables
        context.parentType = nil
        context.fieldDefinition = nil
        context.type = schema.rootTypeNames[operation.operation].map { .named($0) }
        for visitor in onOperation { visitor.enterOperation(operation) }
        for definition in operation.variableDefinitions { walk(definition) }
        walkDirectives(operation.directives, DirectiveHolder(location: operation.operation.directiveLocation))
        walk(operation.selectionSet)
        for visitor in onOperation { visitor.leaveOperation(operation) }
        context.currentOperation = nil
    }

    private func walk(_ definition: VariableDefinition) {
        context.inputType = context.typeReference(definition.type).flatMap { isInput($0) ? $0 : nil }
        for visitor in onVariableDefinition { visitor.enterVariableDefinition(definition) }
        namedType(definition.type.namedType, inTypeSystem: false)
        if let value = definition.defaultValue {
            inVariableDefinition = true
            context.defaultValue = nil
            context.parentInputType = nil
            walk(value, onValue)
            inVariableDefinition = false
        }
        context.inputType = nil
        walkDirectives(definition.directives, DirectiveHolder(location: .VARIABLE_DEFINITION))
    }

    private func walk(_ fragment: FragmentDefinition) {
        context.currentFragment = fragment
        context.currentOperation = nil
        context.currentVariables = [:]
        context.parentType = nil
        context.fieldDefinition = nil
        context.type = outputReference(named: fragment.typeCondition.name.value)
        for visitor in onFragment { visitor.enterFragment(fragment) }
        namedType(fragment.typeCondition, inTypeSystem: false)
        walkDirectives(fragment.directives, DirectiveHolder(location: .FRAGMENT_DEFINITION))
        walk(fragment.selectionSet)
        for visitor in onFragment { visitor.leaveFragment(fragment) }
        context.currentFragment = nil
    }

    private func walk(_ selectionSet: SelectionSet) {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        selectionDepth += 1
        defer { selectionDepth -= 1 }
        let index = context.currentDefinition
        if selectionDepth > maxSelectionDepth[index] { maxSelectionDepth[index] = selectionDepth }
        let savedParent = context.parentType
        let named = context.namedType(context.type)
        context.parentType = named?.isComposite == true ? named : nil
        for visitor in onSelectionSet { visitor.enterSelectionSet(selectionSet) }
        for selection in selectionSet.selections {
            if context.isAborted { break }
            switch selection {
            case .field(let field): walk(field)
            case .fragmentSpread(let spread): walk(spread)
            case .inlineFragment(let fragment): walk(fragment)
            }
        }
        for visitor in onSelectionSet { visitor.leaveSelectionSet(selectionSet) }
        context.parentType = savedParent
    }

    private func walk(_ field: Field) {
        let savedType = context.type, savedField = context.fieldDefinition
        let definition = context.parentType.flatMap { schema.field(field.name.value, on: $0) }
        context.fieldDefinition = definition
        context.type = definition?.type
        for visitor in onField { visitor.enterField(field) }
        walkArguments(field.arguments, definitions: definition?.arguments)
        walkDirectives(field.directives, DirectiveHolder(location: .FIELD))
        if let selectionSet = field.selectionSet { walk(selectionSet) }
        for visitor in onField { visitor.leaveField(field) }
        context.type = savedType
        context.fieldDefinition = savedField
    }

    private func walk(_ spread: FragmentSpread) {
        let index = context.currentDefinition
        context.spreadsByDefinition[index].append(spread)
        spreadDepths[index].append(selectionDepth)
        for visitor in onSpread { visitor.enterFragmentSpread(spread) }
        walkDirectives(spread.directives, DirectiveHolder(location: .FRAGMENT_SPREAD))
    }

    private func walk(_ fragment: InlineFragment) {
        let savedType = context.type
        if let condition = fragment.typeCondition {
            context.type = outputReference(named: condition.name.value)
        } else {
            context.type = context.type.map { .named($0.namedType) }
        }
        for visitor in onInlineFragment { visitor.enterInlineFragment(fragment) }
        if let condition = fragment.typeCondition { namedType(condition, inTypeSystem: false) }
        walkDirectives(fragment.directives, DirectiveHolder(location: .INLINE_FRAGMENT))
        walk(fragment.selectionSet)
        for visitor in onInlineFragment { visitor.leaveInlineFragment(fragment) }
        context.type = savedType
    }

    func walkDirectives(_ directives: [Directive], _ site: DirectiveHolder) {
        guard !directives.isEmpty else { return }
        for visitor in onDirectives { visitor.enterDirectives(directives, site: site) }
        for directive in directives {
            let definition = schema.directives[directive.name.value]
            context.directive = definition
            context.isInDirective = true
            for visitor in onDirective { visitor.enterDirective(directive, location: site.location) }
            walkArguments(directive.arguments, definitions: definition?.arguments)
            for visitor in onDirective { visitor.leaveDirective(directive) }
            context.directive = nil
            context.isInDirective = false
        }
    }

    private func walkArguments(_ arguments: [Argument], definitions: [SchemaInputValue]?) {
        for argument in arguments {
            let definition = definitions?.first { $0.name == argument.name.value }
            context.argument = definition
            context.inputType = definition?.type
            context.parentInputType = nil
            context.defaultValue = definition?.defaultValue
            for visitor in onArgument { visitor.enterArgument(argument) }
            walk(argument.value, onValue)
            for visitor in onArgument { visitor.leaveArgument(argument) }
            context.argument = nil
            context.inputType = nil
            context.defaultValue = nil
        }
    }

    private func walk(_ value: Value, _ active: [any ValidationVisitor]) {
        guard enterNesting() else { return }
        defer { leaveNesting() }
        var skipped: [Int] = []
        for (i, visitor) in active.enumerated() where !visitor.enterValue(value) { skipped.append(i) }
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

    private func walkItems(_ items: [Value], _ active: [any ValidationVisitor]) {
        let savedInput = context.inputType, savedParent = context.parentInputType
        let savedDefault = context.defaultValue
        let listType = savedInput?.nullable
        if case .list(let inner) = listType { context.inputType = inner } else { context.inputType = listType }
        context.parentInputType = savedInput
        context.defaultValue = nil
        for item in items { walk(item, active) }
        context.inputType = savedInput
        context.parentInputType = savedParent
        context.defaultValue = savedDefault
    }

    private func walkFields(_ fields: [ObjectField], of object: Value, _ active: [any ValidationVisitor]) {
        let savedInput = context.inputType, savedParent = context.parentInputType
        let savedDefault = context.defaultValue
        let objectType = context.namedType(savedInput)
        for field in fields {
            let definition = objectType?.kind == .inputObject ? objectType?.inputField(field.name.value) : nil
            context.parentInputType = savedInput
            context.inputType = definition?.type
            context.defaultValue = definition?.defaultValue
            for visitor in onObjectField { visitor.enterObjectField(field, in: object) }
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
        context.usagesByDefinition[context.currentDefinition].append(usage)
    }

    func namedType(_ type: NamedType, inTypeSystem: Bool) {
        for visitor in onNamedType { visitor.enterNamedType(type, inTypeSystem: inTypeSystem) }
    }

    /// Walks a constant value in a type-system definition (a default or directive argument).
    func walkConstant(_ value: Value, expecting type: TypeReference?) {
        context.inputType = type
        context.parentInputType = nil
        context.defaultValue = nil
        inVariableDefinition = true
        walk(value, onValue)
        inVariableDefinition = false
        context.inputType = nil
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

    private func outputReference(named name: String) -> TypeReference? {
        guard let type = schema.types[name], type.isOutput else { return nil }
        return .named(name)
    }

    private func isInput(_ reference: TypeReference) -> Bool {
        schema.types[reference.namedType]?.isInput ?? false
    }
}
