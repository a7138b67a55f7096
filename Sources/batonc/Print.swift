import BatonCompiler
import Foundation

/// `batonc print`: parses its arguments and runs ``PrintCommand``.
func runPrint(_ arguments: [String]) -> Never {
    var parser = OptionParser(arguments, help: Usage.print)
    var input: SchemaInput?
    var warnings = SchemaWarningOptions()
    var positional: [String] = []
    while let argument = parser.next() {
        switch argument {
        case "-h", "--help":
            print(Usage.print)
            exit(0)
        case "--schema", "--config":
            let value = parser.value(for: argument)
            guard input == nil else { parser.fail("give one of --schema and --config") }
            input = argument == "--schema" ? .schema(value) : .config(value)
        default:
            if warnings.read(argument, parser: &parser) { continue }
            if argument.hasPrefix("-") { parser.fail("unknown option '\(argument)'") }
            positional.append(argument)
        }
    }
    guard let name = positional.first else { parser.fail("print needs an operation name") }
    guard let input else { parser.fail("print needs --schema <schema.graphql> or --config <baton.json>") }
    var command = PrintCommand(operationName: name, input: input, files: Array(positional.dropFirst()))
    command.schemaWarnings = warnings.resolved(parser: parser)
    let outcome = command.run()
    for diagnostic in outcome.diagnostics { printError(diagnostic.description) }
    FileHandle.standardOutput.write(Data(outcome.output.utf8))
    exit(outcome.exitCode)
}
