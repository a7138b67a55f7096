/// The host language a run writes: chosen by `--language`, else by the first host
/// file's extension; a `.graphql`-only run writes Swift.
public enum Language: String, Hashable, Sendable, CaseIterable {
    case swift
    case kotlin

    /// The host source extension (`swift`, `kt`).
    public var sourceExtension: String {
        switch self {
        case .swift: "swift"
        case .kotlin: "kt"
        }
    }

    /// The generated output extension (`.baton.swift`, `.baton.kt`).
    public var outputSuffix: String { ".baton." + sourceExtension }

    /// The language of a host file by its extension; nil for GraphQL files.
    public static func of(path: String) -> Language? {
        if path.hasSuffix(".swift") { return .swift }
        if path.hasSuffix(".kt") { return .kotlin }
        return nil
    }
}
