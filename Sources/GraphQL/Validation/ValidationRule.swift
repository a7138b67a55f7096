/// A check over an executable document, such as `FieldsOnCorrectTypeRule`.
///
/// A rule is a stateless description; for each ``validate(schema:document:rules:options:)`` call
/// it makes a fresh ``ValidationVisitor`` that keeps that run's state. All visitors of a run share
/// one walk of the document, so adding a rule never adds a walk.
///
/// ```swift
/// struct NoFieldNamedFooRule: ValidationRule {
///     static let name = "NoFieldNamedFooRule"
///     func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor { Visitor(context) }
/// }
/// ```
public protocol ValidationRule: Sendable {
    /// The rule's name as GraphQL.js names it (`"FieldsOnCorrectTypeRule"`).
    static var name: String { get }
    /// Makes the visitor that checks one document.
    func makeVisitor(_ context: ValidationContext) -> any ValidationVisitor
}

extension ValidationRule {
    /// The rule's name (``name-swift.type.property``).
    public var name: String { Self.name }
}

/// What a visitor wants to hear about; the walk calls a visitor only for the events it lists,
/// so a rule that looks at directives costs nothing on fields.
public struct ValidationEvents: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Makes a set from bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// `enterDocument` and `leaveDocument` (the whole-document phase).
    public static let document = ValidationEvents(rawValue: 1 << 0)
    /// Entering and leaving operations.
    public static let operation = ValidationEvents(rawValue: 1 << 1)
    /// Entering and leaving fragment definitions.
    public static let fragment = ValidationEvents(rawValue: 1 << 2)
    /// Variable definitions.
    public static let variableDefinition = ValidationEvents(rawValue: 1 << 3)
    /// Entering and leaving selection sets.
    public static let selectionSet = ValidationEvents(rawValue: 1 << 4)
    /// Entering and leaving fields.
    public static let field = ValidationEvents(rawValue: 1 << 5)
    /// Entering and leaving inline fragments.
    public static let inlineFragment = ValidationEvents(rawValue: 1 << 6)
    /// Fragment spreads.
    public static let fragmentSpread = ValidationEvents(rawValue: 1 << 7)
    /// The directive list of each node.
    public static let directives = ValidationEvents(rawValue: 1 << 8)
    /// Entering and leaving each directive.
    public static let directive = ValidationEvents(rawValue: 1 << 9)
    /// Entering and leaving arguments (of fields and directives).
    public static let argument = ValidationEvents(rawValue: 1 << 10)
    /// Every value node.
    public static let value = ValidationEvents(rawValue: 1 << 11)
    /// Fields of input object literals.
    public static let objectField = ValidationEvents(rawValue: 1 << 12)
    /// Type names written in the document.
    public static let namedType = ValidationEvents(rawValue: 1 << 13)
}

/// Where a list of directives stands, for rules that compare directives of one node.
public struct DirectiveHolder: Sendable {
    /// The location kind of the node holding the directives.
    public var location: DirectiveLocation
    /// For a type or schema definition or extension: the key the definition and its extensions
    /// share (`"type:Dog"`, `"schema"`), so directives are compared across them.
    public var extensionKey: String?
}

/// The per-run half of a rule: receives the walk's events. Every method has an empty default.
///
/// Type information for the current node (``ValidationContext/parentType``,
/// ``ValidationContext/fieldDefinition``, ``ValidationContext/inputType``…) is read from the
/// context the visitor was made with.
public protocol ValidationVisitor: AnyObject {
    /// The events this visitor handles.
    var events: ValidationEvents { get }

    /// Before the walk.
    func enterDocument(_ document: Document)
    /// Called after the walk, when every definition has been seen: the place for checks that
    /// need whole-document facts (recursive variable usages, used fragments).
    func leaveDocument(_ document: Document)
    /// An operation, before its variables, directives and selections.
    func enterOperation(_ operation: OperationDefinition)
    /// An operation, after its selections.
    func leaveOperation(_ operation: OperationDefinition)
    /// A fragment definition, before its directives and selections.
    func enterFragment(_ fragment: FragmentDefinition)
    /// A fragment definition, after its selections.
    func leaveFragment(_ fragment: FragmentDefinition)
    /// A variable definition; ``ValidationContext/inputType`` is its type.
    func enterVariableDefinition(_ definition: VariableDefinition)
    /// A selection set; ``ValidationContext/parentType`` is the type it selects from.
    func enterSelectionSet(_ selectionSet: SelectionSet)
    /// A selection set, after its selections.
    func leaveSelectionSet(_ selectionSet: SelectionSet)
    /// A field; ``ValidationContext/fieldDefinition`` and ``ValidationContext/type`` are its.
    func enterField(_ field: Field)
    /// A field, after its arguments, directives and selections.
    func leaveField(_ field: Field)
    /// An inline fragment; ``ValidationContext/type`` is its type condition's type.
    func enterInlineFragment(_ fragment: InlineFragment)
    /// An inline fragment, after its selections.
    func leaveInlineFragment(_ fragment: InlineFragment)
    /// A fragment spread.
    func enterFragmentSpread(_ spread: FragmentSpread)
    /// All directives of one node, before each is entered.
    func enterDirectives(_ directives: [Directive], site: DirectiveHolder)
    /// A directive, where it stands; ``ValidationContext/directive`` is its definition.
    func enterDirective(_ directive: Directive, location: DirectiveLocation)
    /// A directive, after its arguments.
    func leaveDirective(_ directive: Directive)
    /// An argument; ``ValidationContext/argument`` is its definition.
    func enterArgument(_ argument: Argument)
    /// An argument, after its value.
    func leaveArgument(_ argument: Argument)
    /// Every value node, nested list items and object field values included; the context's
    /// ``ValidationContext/inputType`` is the type expected there. Return `false` to skip the
    /// value's children (for this visitor only).
    func enterValue(_ value: Value) -> Bool
    /// A field of an input object literal (`object`), after its expected type is known.
    func enterObjectField(_ field: ObjectField, in object: Value)
    /// A type name written in the document; `inTypeSystem` when inside a type-system definition.
    func enterNamedType(_ type: NamedType, inTypeSystem: Bool)
}

extension ValidationVisitor {
    public func enterDocument(_ document: Document) {}
    public func leaveDocument(_ document: Document) {}
    public func enterOperation(_ operation: OperationDefinition) {}
    public func leaveOperation(_ operation: OperationDefinition) {}
    public func enterFragment(_ fragment: FragmentDefinition) {}
    public func leaveFragment(_ fragment: FragmentDefinition) {}
    public func enterVariableDefinition(_ definition: VariableDefinition) {}
    public func enterSelectionSet(_ selectionSet: SelectionSet) {}
    public func leaveSelectionSet(_ selectionSet: SelectionSet) {}
    public func enterField(_ field: Field) {}
    public func leaveField(_ field: Field) {}
    public func enterInlineFragment(_ fragment: InlineFragment) {}
    public func leaveInlineFragment(_ fragment: InlineFragment) {}
    public func enterFragmentSpread(_ spread: FragmentSpread) {}
    public func enterDirectives(_ directives: [Directive], site: DirectiveHolder) {}
    public func enterDirective(_ directive: Directive, location: DirectiveLocation) {}
    public func leaveDirective(_ directive: Directive) {}
    public func enterArgument(_ argument: Argument) {}
    public func leaveArgument(_ argument: Argument) {}
    public func enterValue(_ value: Value) -> Bool { true }
    public func enterObjectField(_ field: ObjectField, in object: Value) {}
    public func enterNamedType(_ type: NamedType, inTypeSystem: Bool) {}
}
