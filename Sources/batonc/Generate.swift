import BatonCompiler
import Foundation

/// `batonc generate`: parses its arguments and runs ``GenerateCommand``.
func runGenerate(_ arguments: [String]) -> Never {
    var parser = OptionParser(arguments, help: Usage.generate)
    var input: SchemaInput?
    var command = GenerateCommand(input: .schema(""), files: [])
    var warnings = SchemaWarningOptions()
    while let argument = parser.next() {
        switch argument {
        case "-h", "--help":
            print(Usage.generate)
            exit(0)
        case "--config": input = .config(parser.value(for: argument))
        case "--schema": input = .schema(parser.value(for: argument))
        case "--language": command.language = parseLanguage(parser.value(for: argument), parser: parser)
        case "--out": command.outDirectory = parser.value(for: argument)
        case "--shared": command.sharedPath = parser.value(for: argument)
        case "--report": command.reportPath = parser.value(for: argument)
        case "--check": command.check = true
        case "--timing": command.timing = true
        case "--emit":
            let pair = parser.value(for: argument)
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex, pair.index(after: equals) != pair.endIndex
            else { parser.fail("--emit takes <source>=<output>, not '\(pair)'") }
            command.emits.append(GenerateCommand.Emit(source: String(pair[..<equals]),
                                                      output: String(pair[pair.index(after: equals)...])))
        default:
            if warnings.read(argument, parser: &parser) { continue }
            if argument.hasPrefix("-") { parser.fail("unknown option '\(argument)'") }
            command.files.append(argument)
        }
    }
    guard let input else { parser.fail("generate needs --config <baton.json>") }
    guard command.outDirectory != nil || !command.emits.isEmpty else {
        parser.fail("generate needs --out <dir> or at least one --emit <source>=<output>")
    }
    if command.timing, command.reportPath == nil { parser.fail("--timing adds each phase's time to the report: give --report <file>") }
    command.input = input
    command.schemaWarnings = warnings.resolved(parser: parser)
    let outcome = command.run()
    for diagnostic in outcome.diagnostics { printError(diagnostic.description) }
    exit(outcome.exitCode)
}
