import BatonCompiler

/// `--schema-warnings always|once|never` and `--schema-warnings-stamp <file>`, which every
/// command takes.
struct SchemaWarningOptions {
    private var warnings = SchemaWarnings()

    /// Reads `argument` (and its value) when it is one of the two options; false otherwise.
    mutating func read(_ argument: String, parser: inout OptionParser) -> Bool {
        switch argument {
        case "--schema-warnings":
            let value = parser.value(for: argument)
            guard let mode = SchemaWarnings.Mode(rawValue: value) else {
                parser.fail("--schema-warnings takes always, once or never, not '\(value)'")
            }
            warnings.mode = mode
        case "--schema-warnings-stamp":
            warnings.stamp = parser.value(for: argument)
        default:
            return false
        }
        return true
    }

    /// The setting; `once` without a stamp is bad usage.
    func resolved(parser: OptionParser) -> SchemaWarnings {
        if warnings.mode == .once, warnings.stamp == nil {
            parser.fail("--schema-warnings once needs --schema-warnings-stamp <file>")
        }
        return warnings
    }

    /// The options' lines in a command's help.
    static let help = """
      --schema-warnings always|once|never
                             whether warnings about the schema file and its extensions
                             print: always (default), never, or once per schema digest
                             (baton.json "schemaWarnings": "never" silences them)
      --schema-warnings-stamp <file>
                             with once: the file that records the digest whose warnings
                             have printed
    """
}
