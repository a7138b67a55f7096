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

let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { usageFailure("no command given", help: Usage.main) }
switch command {
case "validate": runValidate(Array(arguments.dropFirst()))
case "generate": runGenerate(Array(arguments.dropFirst()))
case "print": runPrint(Array(arguments.dropFirst()))
case "-h", "--help", "help":
    print(Usage.main)
    exit(0)
default: usageFailure("unknown command '\(command)'", help: Usage.main)
}
