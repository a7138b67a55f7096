/// `{ … }`: the selections of an operation, fragment, field or inline fragment.
public struct SelectionSet: Hashable, Sendable {
    public var selections: [Selection]
    public var loc: Location

    /// Makes a selection set.
    public init(selections: [Selection], loc: Location = .none) {
        self.selections = selections
        self.loc = loc
    }
}

/// One selection.
public enum Selection: Hashable, Sendable {
    case field(Field)
    case fragmentSpread(FragmentSpread)
    case inlineFragment(InlineFragment)

    /// The selection's span.
    public var loc: Location {
        switch self {
        case .field(let s): s.loc
        case .fragmentSpread(let s): s.loc
        case .inlineFragment(let s): s.loc
        }
    }

    /// The selection's directives.
    public var directives: [Directive] {
        switch self {
        case .field(let s): s.directives
        case .fragmentSpread(let s): s.directives
        case .inlineFragment(let s): s.directives
        }
    }
}

/// `alias: name(args) @dir { … }`.
public struct Field: Hashable, Sendable {
    public var alias: Name?
    public var name: Name
    public var arguments: [Argument]
    public var directives: [Directive]
    public var selectionSet: SelectionSet?
    public var loc: Location

    /// Makes a field.
    public init(alias: Name? = nil, name: Name, arguments: [Argument] = [], directives: [Directive] = [],
                selectionSet: SelectionSet? = nil, loc: Location = .none) {
        self.alias = alias
        self.name = name
        self.arguments = arguments
        self.directives = directives
        self.selectionSet = selectionSet
        self.loc = loc
    }

    /// The key the field answers under in a response: the alias, else the name.
    public var responseKey: String { alias?.value ?? name.value }
}

/// `...Name @dir`.
public struct FragmentSpread: Hashable, Sendable {
    public var name: Name
    public var directives: [Directive]
    public var loc: Location

    /// Makes a spread.
    public init(name: Name, directives: [Directive] = [], loc: Location = .none) {
        self.name = name
        self.directives = directives
        self.loc = loc
    }
}

/// `... on Type @dir { … }`, or `... @dir { … }` without a type condition.
public struct InlineFragment: Hashable, Sendable {
    public var typeCondition: NamedType?
    public var directives: [Directive]
    public var selectionSet: SelectionSet
    public var loc: Location

    /// Makes an inline fragment.
    public init(typeCondition: NamedType? = nil, directives: [Directive] = [], selectionSet: SelectionSet,
                loc: Location = .none) {
        self.typeCondition = typeCondition
        self.directives = directives
        self.selectionSet = selectionSet
        self.loc = loc
    }
}
