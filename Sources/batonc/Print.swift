import BatonCompiler
import Foundation

/// `batonc print`: parses its arguments and runs ``PrintCommand``.
func runPrint(_ arguments: [String]) -> Never {
    var input: SchemaInput?
    var positional: [String] = []
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "-h", "--help":
            print(Usage.print)
            exit(0)
        case "--schema", "--config":
            guard index + 1 < arguments.count else { usageFailure("\(argument) needs a value", help: Usage.print) }
            guard input == nil else { usageFailure("give one of --schema and --config", help: Usage.print) }
            let value = arguments[index + 1]
            input = argument == "--schema" ? .schema(value) : .config(value)
            index += 2
            continue
        default:
            if argument.hasPrefix("-") { usageFailure("unknown option '\(argument)'", help: Usage.print) }
            positional.append(argument)
        }
        index += 1
    }
    guard let name = positional.first else { usageFailure("print needs an operation name", help: Usage.print) }
    guard let input else { usageFailure("print needs --schema <schema.graphql> or --config <baton.json>", help: Usage.print) }
    let outcome = PrintCommand(operationName: name, input: input, files: Array(positional.dropFirst())).run()
    for diagnostic in outcome.diagnostics { printError(diagnostic.description) }
    FileHandle.standardOutput.write(Data(outcome.output.utf8))
    exit(outcome.exitCode)
}
