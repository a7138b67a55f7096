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
    var rules = RuleSet.relay
    var files: [String] = []
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "-h", "--help":
            print(Usage.validate)
            exit(0)
        case "--schema", "--rules":
            guard index + 1 < arguments.count else { usageFailure("\(argument) needs a value", help: Usage.validate) }
            let value = arguments[index + 1]
            if argument == "--schema" {
                schema = value
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
    let outcome = ValidateCommand(schemaPath: schema, ruleSet: rules, files: files).run()
    for diagnostic in outcome.diagnostics { printError(diagnostic.description) }
    exit(outcome.exitCode)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { usageFailure("no command given", help: Usage.main) }
switch command {
case "validate": runValidate(Array(arguments.dropFirst()))
case "-h", "--help", "help":
    print(Usage.main)
    exit(0)
default: usageFailure("unknown command '\(command)'", help: Usage.main)
}
