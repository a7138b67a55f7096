import Foundation

/// A custom scalar mapped to a Swift type by `customScalarTypes`. The store
/// keeps the server's text; the accessor converts it at every read, and nothing is cached.
public protocol MappedScalar: Sendable {
    /// The value a stored text denotes, or nil when it does not convert.
    init?(scalarText: String)
    /// The text a variable of this type is sent as.
    var scalarText: String { get }
}

extension Decimal: MappedScalar {
    /// A JSON-style decimal number in the POSIX locale; anything else does not convert.
    public init?(scalarText: String) {
        guard Self.isDecimalNumber(scalarText),
              let value = Decimal(string: scalarText, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        self = value
    }

    public var scalarText: String { description }

    /// `-?digits(.digits)?([eE][+-]?digits)?`: `Decimal(string:)` alone accepts a prefix.
    private static func isDecimalNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 48 && $0 <= 57 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        guard digits() > 0 else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}

extension Date: MappedScalar {
    /// ISO 8601, internet profile, fractional seconds optional.
    public init?(scalarText: String) {
        let formats = [Date.ISO8601FormatStyle(), Date.ISO8601FormatStyle(includingFractionalSeconds: true)]
        guard let date = formats.lazy.compactMap({ try? $0.parse(scalarText) }).first else { return nil }
        self = date
    }

    public var scalarText: String { formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)) }
}

extension URL: MappedScalar {
    /// A URL string; the empty text does not convert.
    public init?(scalarText: String) {
        guard !scalarText.isEmpty, let url = URL(string: scalarText) else { return nil }
        self = url
    }

    public var scalarText: String { absoluteString }
}

extension UUID: MappedScalar {
    public init?(scalarText: String) {
        guard let uuid = UUID(uuidString: scalarText) else { return nil }
        self = uuid
    }

    public var scalarText: String { uuidString }
}
