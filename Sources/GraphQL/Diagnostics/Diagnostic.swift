/// How serious a diagnostic is.
public enum Severity: String, Hashable, Sendable {
    case error, warning, note
}

/// A message for a developer, at a position in a file, with related positions as notes.
///
/// Rendered one line each: `path:line:column: severity: message`, notes following in the same
/// format; multi-line messages are folded to one line.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public var severity: Severity
    public var message: String
    /// The file path as given on the command line (relative paths stay relative).
    public var path: String
    public var position: SourcePosition
    /// Related places, each printed as a `note:` line.
    public var notes: [Diagnostic]

    /// Makes a diagnostic.
    public init(severity: Severity, message: String, path: String, position: SourcePosition,
                notes: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.path = path
        self.position = position
        self.notes = notes
    }

    /// The lines this diagnostic prints: itself, then its notes.
    public var description: String {
        ([self] + notes).map(\.line).joined(separator: "\n")
    }

    private var line: String {
        let folded = message.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
            .joined(separator: " ")
        return "\(path):\(position.line):\(position.column): \(severity.rawValue): \(folded)"
    }
}

/// The sources of one compilation, in one offset space, so any ``Location`` resolves to its
/// file, line and column.
public struct SourceSet: Sendable {
    /// The sources, in increasing ``Source/baseOffset`` order.
    public private(set) var sources: [Source] = []

    /// Makes an empty set.
    public init() {}

    /// The offset the next added source should start at (one past the last, so locations
    /// never touch).
    public var nextBaseOffset: Int { (sources.last?.endOffset ?? -1) + 1 }

    /// Adds a source that was made with ``nextBaseOffset``.
    public mutating func add(_ source: Source) {
        precondition(source.baseOffset >= nextBaseOffset, "sources must be added in offset order")
        sources.append(source)
    }

    /// The source holding an offset.
    public func source(containing offset: Int) -> Source? {
        var low = 0, high = sources.count - 1
        while low <= high {
            let mid = (low + high) / 2
            let source = sources[mid]
            if offset < source.baseOffset { high = mid - 1 } else if offset > source.endOffset { low = mid + 1 } else {
                return source
            }
        }
        return nil
    }

    /// A diagnostic for an error: its first location is the main position, the others notes.
    /// An error with no known location (`Validation aborted.`, say) is put at `unplaced`, or
    /// at the start of the first source when that is nil.
    public func diagnostic(for error: GraphQLError, severity: Severity = .error,
                           unplacedAt unplaced: (path: String, position: SourcePosition)? = nil) -> Diagnostic {
        let places = error.locations.filter(\.isKnown).compactMap { place($0.start) }
        let main = places.first ?? unplaced ?? (sources.first?.name ?? "<unknown>", SourcePosition(line: 1, column: 1))
        let notes = places.dropFirst().map {
            Diagnostic(severity: .note, message: "related location", path: $0.0, position: $0.1)
        }
        return Diagnostic(severity: severity, message: error.message, path: main.0, position: main.1,
                          notes: Array(notes))
    }

    private func place(_ offset: Int) -> (String, SourcePosition)? {
        source(containing: offset).map { ($0.name, $0.position(of: offset)) }
    }
}
