import Foundation

/// A replaceable function from a ``Request`` to body bytes, shared by the HTTP body and a
/// socket's subscribe payload. A server with another convention supplies its own.
public struct Encoding: Sendable {
    private let body: @Sendable (Request) throws -> Data

    /// An encoding from a function.
    public init(_ body: @escaping @Sendable (Request) throws -> Data) {
        self.body = body
    }

    /// The body bytes for `request`.
    public func callAsFunction(_ request: Request) throws -> Data {
        try body(request)
    }

    /// One JSON object with members in this order: `operationName`, then `query` (text) or
    /// `documentId` (id), then `variables` (in their given order), then `onError` when set.
    ///
    /// ```json
    /// {"operationName":"Q","query":"query Q{a}","variables":{},"onError":"NULL"}
    /// ```
    public static let standard = Encoding { request in
        Data(standardText(request).utf8)
    }

    /// The standard body as text.
    static func standardText(_ request: Request) -> String {
        var text = "{\"operationName\":" + JSONText.quoted(request.operationName)
        switch request.document {
        case .text(let query): text += ",\"query\":" + JSONText.quoted(query)
        case .id(let id): text += ",\"documentId\":" + JSONText.quoted(id)
        }
        text += ",\"variables\":"
        VariableJSON.write(request.variables.object, into: &text)
        if let behavior = request.errorBehavior {
            text += ",\"onError\":" + JSONText.quoted(behavior.rawValue)
        }
        text += "}"
        return text
    }
}
