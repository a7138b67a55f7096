/// Walks a command's arguments: options with a value, flags, and the files that remain.
/// Bad usage ends the process with status 2 and the command's help.
struct OptionParser {
    let arguments: [String]
    let help: String
    private var index = 0

    init(_ arguments: [String], help: String) {
        self.arguments = arguments
        self.help = help
    }

    /// The next argument, or nil at the end.
    mutating func next() -> String? {
        guard index < arguments.count else { return nil }
        defer { index += 1 }
        return arguments[index]
    }

    /// The value that must follow `option`.
    mutating func value(for option: String) -> String {
        guard let value = next() else { usageFailure("\(option) needs a value", help: help) }
        return value
    }

    /// Fails with status 2.
    func fail(_ reason: String) -> Never { usageFailure(reason, help: help) }
}
