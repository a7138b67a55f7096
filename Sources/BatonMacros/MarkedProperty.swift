import SwiftSyntax
import SwiftSyntaxMacros

/// The property a marker stands on, once the marker's rules hold: one stored instance `var`
/// with a name, marked once, whose
/// document is a plain string literal that `batonc` can read from the source.
struct MarkedProperty {
    /// How diagnostics name the marker (`@Query`).
    let marker: String
    /// The property's name (`issues`).
    let name: String
    /// The property's written type (`IssuesQuery`), when it has one.
    let type: TypeSyntax?
    /// The marker's arguments after the document (`fetchPolicy: .storeOnly`).
    let arguments: LabeledExprListSyntax
    /// The property's initial value (`= Q(id: "1")`), when it has one.
    let initializer: ExprSyntax?

    /// The marker names `batonc` looks for; a property takes at most one of them.
    static let markers: Set<String> = ["Fragment", "Query", "Mutation", "Subscription"]

    /// Reads the property `attribute` marks, or throws what is wrong, reported at the attribute.
    init(_ attribute: AttributeSyntax, on declaration: some DeclSyntaxProtocol,
         in context: some MacroExpansionContext) throws {
        let marker = "@" + Self.name(of: attribute)
        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            throw MarkerError("\(marker) marks a stored property (`var name: Type`)")
        }
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
              let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw MarkerError("\(marker) marks one property: declare each marked property on its own")
        }
        let name = pattern.identifier.trimmed.text
        try Self.checkOnlyMarker(attribute, on: variable, in: context, property: name)
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else {
            throw MarkerError("\(marker) marks a `var`; `\(name)` is a `let`")
        }
        if let modifier = variable.modifiers.first(where: { ["static", "class"].contains($0.name.text) }) {
            throw MarkerError("\(marker) marks an instance property; `\(name)` is `\(modifier.name.text)`")
        }
        if let accessors = binding.accessorBlock {
            throw MarkerError(Self.isComputed(accessors)
                ? "\(marker) marks a stored property; `\(name)` is computed"
                : "\(marker) marks a stored property without observers; `\(name)` has some")
        }
        let arguments = attribute.arguments?.as(LabeledExprListSyntax.self) ?? []
        try Self.checkDocument(arguments.first, marker: marker)
        self.marker = marker
        self.name = name
        self.type = binding.typeAnnotation?.type.trimmed
        self.initializer = binding.initializer?.value.trimmed
        self.arguments = LabeledExprListSyntax(arguments.dropFirst())
    }

    /// The property's written type, which an expansion that names it needs.
    func writtenType() throws -> TypeSyntax {
        guard let type else { throw MarkerError("\(marker) needs the property's type written out: `var \(name): <Type>`") }
        return type
    }

    /// The expression of the argument labelled `label`, if the marker has one.
    func argument(_ label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression.trimmed
    }

    /// `Query` for `@Query(…)` and `@Baton.Query(…)`.
    static func name(of attribute: AttributeSyntax) -> String {
        if let member = attribute.attributeName.as(MemberTypeSyntax.self) { return member.name.text }
        return attribute.attributeName.trimmedDescription
    }

    /// Two markers on one property: the second (and any later one) is the mistake.
    private static func checkOnlyMarker(_ attribute: AttributeSyntax, on variable: VariableDeclSyntax,
                                        in context: some MacroExpansionContext, property: String) throws {
        let markers = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
            .filter { Self.markers.contains(name(of: $0)) }
        guard markers.count > 1, let first = markers.first else { return }
        let here = context.location(of: attribute)
        let firstPlace = context.location(of: first)
        let isFirst = here.map { "\($0.line):\($0.column)" } == firstPlace.map { "\($0.line):\($0.column)" }
        if !isFirst {
            throw MarkerError("a property takes one marker; `\(property)` already has @\(name(of: first))")
        }
    }

    /// The document is a string literal without interpolation: `batonc` reads it as written.
    private static func checkDocument(_ argument: LabeledExprSyntax?, marker: String) throws {
        guard let argument, argument.label == nil,
              let literal = argument.expression.as(StringLiteralExprSyntax.self) else {
            throw MarkerError("\(marker) takes its GraphQL document as a string literal (batonc reads it from the source)")
        }
        if literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) {
            throw MarkerError("\(marker)'s document cannot interpolate (batonc reads the text as written)")
        }
    }

    /// Whether an accessor block computes the value (`get`, `set`, or a bare body) rather
    /// than only observing it.
    private static func isComputed(_ block: AccessorBlockSyntax) -> Bool {
        guard case .accessors(let accessors) = block.accessors else { return true }
        return accessors.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }
}
