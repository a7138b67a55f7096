/// How `--out` names a source's output: its path relative to the working directory,
/// path separators turned into `_`, and the host extension (or `.graphql` / `.gql`) replaced by
/// the language's `.baton.<ext>`: `Sources/App/Screen.swift` → `Sources_App_Screen.baton.swift`.
public enum OutputNaming {
    /// The name of the output for `source` in a run writing `language`.
    public static func name(for source: String, workingDirectory: String, language: Language) -> String {
        var relative = PathText.relative(source, to: workingDirectory)
        while relative.hasPrefix("/") { relative.removeFirst() }
        let stem = ["." + language.sourceExtension, ".graphql", ".gql"]
            .first { relative.hasSuffix($0) }
            .map { String(relative.dropLast($0.count)) } ?? relative
        return stem.replacingOccurrences(of: "/", with: "_") + language.outputSuffix
    }

    /// The shared file's name under `--out`.
    public static func sharedName(language: Language) -> String { "Baton" + language.outputSuffix }
}
