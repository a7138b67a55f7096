import BatonCompiler
import Foundation

/// Writes a line to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// Bad usage: the reason and where to find help, exit status 2.
func usageFailure(_ reason: String, help: String) -> Never {
    printError("batonc: \(reason)")
    printError(help)
    exit(2)
}

func runValidate(_ arguments: [String]) -> Never {
    var schema: String?
    var extensions: [String] = []
    var rules = RuleSet.relay
    var files: [String] = []
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "-h", "--help":
            print(Usage.validate)
            exit(0)
        case "--schema", "--rules", "--extension":
            guard index + 1 < arguments.count else { usageFailure("\(argument) needs a value", help: Usage.validate) }
            let value = arguments[index + 1]
            if argument == "--schema" {
                schema = value
            } else if argument == "--extension" {
                extensions.append(value)
            } else {
                guard let parsed = RuleSet(rawValue: value) else {
                    usageFailure("--rules takes relay or spec, not '\(value)'", help: Usage.validate)
                }
                rules = parsed
            }
            index += 2
            continue
        default:
            if argument.hasPrefix("-") { usageFailure("unknown option '\(argument)'", help: Usage.validate) }
            files.append(argument)
        }
        index += 1
    }
    guard let schema else { usageFailure("validate needs --schema <schema.graphql>", help: Usage.validate) }
    let outcome = ValidateCommand(schemaPath: schema, extensionPaths: extensions, ruleSet: rules, files: files).run()
    for diagnostic in outcome.diagnostics { printError(diagnostic.description) }
    exit(outcome.exitCode)
}

func runPrint(_ arguments: [String]) -> Never {
    var input: PrintCommand.SchemaInput?
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

let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { usageFailure("no command given", help: Usage.main) }
switch command {
case "validate": runValidate(Array(arguments.dropFirst()))
case "print": runPrint(Array(arguments.dropFirst()))
case "-h", "--help", "help":
    print(Usage.main)
    exit(0)
default: usageFailure("unknown command '\(command)'", help: Usage.main)
}
