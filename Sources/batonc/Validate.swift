import BatonCompiler
import Foundation

/// `batonc validate`: parses its arguments and runs ``ValidateCommand``.
func runValidate(_ arguments: [String]) -> Never {
    var parser = OptionParser(arguments, help: Usage.validate)
    var input: SchemaInput?
    var language: Language?
    var extensions: [String] = []
    var rules = RuleSet.relay
    var files: [String] = []
    var warnings = SchemaWarningOptions()
    while let argument = parser.next() {
        switch argument {
        case "-h", "--help":
            print(Usage.validate)
            exit(0)
        case "--schema": input = .schema(parser.value(for: argument))
        case "--config": input = .config(parser.value(for: argument))
        case "--extension": extensions.append(parser.value(for: argument))
        case "--language": language = parseLanguage(parser.value(for: argument), parser: parser)
        case "--rules":
            let value = parser.value(for: argument)
            guard let parsed = RuleSet(rawValue: value) else { parser.fail("--rules takes relay or spec, not '\(value)'") }
            rules = parsed
        default:
            if warnings.read(argument, parser: &parser) { continue }
            if argument.hasPrefix("-") { parser.fail("unknown option '\(argument)'") }
            files.append(argument)
        }
    }
    guard let input else { parser.fail("validate needs --config <baton.json> or --schema <schema.graphql>") }
    if case .config = input, !extensions.isEmpty { parser.fail("--extension goes with --schema; a config names its own schemaExtensions") }
    var command = ValidateCommand(input: input, extensionPaths: extensions, language: language, ruleSet: rules, files: files)
    command.schemaWarnings = warnings.resolved(parser: parser)
    let outcome = command.run()
    for diagnostic in outcome.diagnostics { printError(diagnostic.description) }
    exit(outcome.exitCode)
}

/// `--language swift|kotlin`.
func parseLanguage(_ value: String, parser: OptionParser) -> Language {
    guard let language = Language(rawValue: value) else { parser.fail("--language takes swift or kotlin, not '\(value)'") }
    return language
}
