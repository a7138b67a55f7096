/// The messages of the `graphql-transport-ws` protocol (graphql-ws): JSON objects with a
/// `type`, an `id` for an operation's messages, and a `payload`.
enum GraphQLSocketMessage {
    /// A message from the server, its payload kept as raw JSON bytes.
    struct Incoming: Sendable, Equatable {
        var type: String
        var id: String?
        var payload: [UInt8]?
    }

    /// `connection_init`, with `payload` when there is one.
    static func connectionInit(_ payload: JSONValue?) -> String {
        guard let payload else { return #"{"type":"connection_init"}"# }
        return #"{"type":"connection_init","payload":"# + payload.json + "}"
    }

    /// `subscribe` for operation `id`; `payload` is the request's encoded body (JSON).
    static func subscribe(id: String, payload: [UInt8]) -> String {
        #"{"id":"# + JSONText.quoted(id) + #","type":"subscribe","payload":"# + String(decoding: payload, as: UTF8.self) + "}"
    }

    /// `complete` for operation `id`: the client stops it.
    static func complete(id: String) -> String {
        #"{"id":"# + JSONText.quoted(id) + #","type":"complete"}"#
    }

    static let pong = #"{"type":"pong"}"#

    /// Reads a server message.
    /// - Throws: `IngestError` when it is not a JSON object with a string `type`.
    static func parse(_ text: String) throws -> Incoming {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            var json = JSONReader(buffer)
            var type: String?, id: String?, payload: [UInt8]?
            try json.readObject { name, json in
                switch name {
                case "type" where json.peek() == UInt8(ascii: "\""): type = try json.readString()
                case "id": id = try json.readID()
                case "payload": payload = try json.readRawValue()
                default: try json.skipValue()
                }
            }
            if json.peek() != nil { throw json.fail("unexpected bytes after the message") }
            guard let type else { throw json.fail("a message without a type") }
            return Incoming(type: type, id: id, payload: payload)
        }
    }
}
