import Foundation

/// Writes straight to the terminal (no stdio buffer), so a prompt without a newline shows
/// at once and output through a pipe or a pseudo-terminal arrives in order.
enum Console {
    static func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }

    static func line(_ text: String) { write(text + "\n") }

    static func error(_ text: String) { FileHandle.standardError.write(Data((text + "\n").utf8)) }
}
