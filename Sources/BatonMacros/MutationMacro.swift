import SwiftSyntax
import SwiftSyntaxMacros

/// `@Mutation("mutation Rename(…) {…}") var rename: Rename.Action`
///
/// The property becomes a getter over a peer `_rename`, an action bound to the view's
/// environment (nothing for the parent to pass), called as `try await rename(id:…, name:…)`,
/// with `rename.isInFlight` observable.
public struct MutationMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let property = try MarkedProperty(node, on: declaration, in: context)
        _ = try property.writtenType()
        if property.initializer != nil {
            throw MarkerError("@Mutation binds its action to the view's environment: `\(property.name)` takes no value")
        }
        return ["get { _\(raw: property.name).action }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        guard let property = try? MarkedProperty(node, on: declaration, in: context),
              property.initializer == nil, let type = try? property.writtenType() else { return [] }
        return ["private let _\(raw: property.name) = \(type).Storage()"]
    }
}
