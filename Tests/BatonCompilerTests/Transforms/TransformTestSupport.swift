import Foundation
import GraphQL
@testable import BatonCompiler

/// Compiles documents against SDL in memory, the way a target is compiled.
enum TestCompiler {
    /// The fixtures folder of this test target.
    static var fixtures: URL { Bundle.module.url(forResource: "Fixtures", withExtension: nil)! }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(path), encoding: .utf8)
    }

    /// The context for a schema (plus client extensions) with Baton's directives added.
    static func context(schema: String, extensions: [String] = [],
                        identity: BatonConfig.Identity? = nil) throws -> TransformContext {
        let documents = RelayDirectiveSet.withoutReplaced(try ([schema] + extensions).map { try parse($0) })
        let built = try buildSchema(documents + [RelayDirectiveSet.additions(to: documents, baseOffset: 1 << 40)])
        return TransformContext(schema: built, identity: identity, client: ClientSchema(extensions: Array(documents.dropFirst())))
    }

    /// Every operation the documents compile to.
    static func compile(_ documents: [String], context: TransformContext,
                        persist: DigestAlgorithm? = nil) throws -> [CompiledOperation] {
        let definitions = try documents.flatMap { try parse($0).definitions }
        return OperationCompiler(context: context, persistAlgorithm: persist).compile(definitions)
    }

    /// The text of the operation named `name`.
    static func text(_ name: String, _ documents: [String], context: TransformContext) throws -> String? {
        try compile(documents, context: context).first { $0.name == name }?.text
    }
}
