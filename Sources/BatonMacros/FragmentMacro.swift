import SwiftSyntax
import SwiftSyntaxMacros

/// `@Fragment("fragment Row_character on Character { name }") var character: Row_character`
///
/// Expands to nothing: the property stays a plain stored property, so the memberwise init
/// takes the lens the parent passes. The document is `batonc`'s; the macro only checks that
/// the marker stands where `batonc` can read it.
public struct FragmentMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        _ = try MarkedProperty(node, on: declaration, in: context)
        return []
    }
}
