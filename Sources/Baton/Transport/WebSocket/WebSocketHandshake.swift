import Foundation

/// The opening handshake of a client WebSocket (RFC 6455 section 4): the HTTP upgrade request and
/// the checks on the server's answer. Pure: the socket reads and writes the bytes.
enum WebSocketHandshake {
    static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
    /// The longest answer head accepted.
    static let maximumHeadSize = 16 << 10

    /// A fresh `Sec-WebSocket-Key`: 16 random bytes in base64.
    static func makeKey() -> String {
        var generator = SystemRandomNumberGenerator()
        return Data((0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }).base64EncodedString()
    }

    /// The `Sec-WebSocket-Accept` a server must answer `key` with.
    static func accept(for key: String) -> String {
        Data(SHA1.digest(Array((key + guid).utf8))).base64EncodedString()
    }

    /// The upgrade request for `url` (path and query kept), with `headers` and the
    /// subprotocols asked for.
    static func request(url: URL, key: String, protocols: [String], headers: [String: String]) -> [UInt8] {
        var target = url.path.isEmpty ? "/" : url.path
        if let query = url.query { target += "?" + query }
        var host = url.host ?? "localhost"
        if host.contains(":") { host = "[" + host + "]" }
        if let port = url.port { host += ":\(port)" }
        var lines = ["GET \(target) HTTP/1.1", "Host: \(host)", "Upgrade: websocket", "Connection: Upgrade",
                     "Sec-WebSocket-Key: \(key)", "Sec-WebSocket-Version: 13"]
        if !protocols.isEmpty { lines.append("Sec-WebSocket-Protocol: " + protocols.joined(separator: ", ")) }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) where !value.contains("\r") && !value.contains("\n") {
            lines.append("\(name): \(value)")
        }
        return Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    /// Where the answer's head ends (after its blank line) in `bytes`, if it has.
    static func headEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for i in 3..<bytes.count where bytes[i] == 0x0A && bytes[i - 1] == 0x0D && bytes[i - 2] == 0x0A && bytes[i - 3] == 0x0D {
            return i + 1
        }
        return nil
    }

    /// Checks the answer's head: status 101, `Upgrade: websocket`, `Connection: Upgrade`,
    /// the accept for `key`, and one of `protocols` chosen (when any was asked for).
    /// - Throws: `TransportError` with the status for a refusal (status 0 for a broken answer).
    static func check(_ head: [UInt8], key: String, protocols: [String]) throws {
        let text = String(decoding: head, as: UTF8.self)
        var lines = text.components(separatedBy: "\r\n")
        let status = lines.removeFirst().split(separator: " ", maxSplits: 2)
        guard status.count >= 2, status[0].hasPrefix("HTTP/"), let code = Int(status[1]) else {
            throw TransportError(statusCode: 0, body: "WebSocket: the server's answer is not HTTP")
        }
        guard code == 101 else {
            throw TransportError(statusCode: code, body: status.count > 2 ? String(status[2]) : "upgrade refused")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        func refuse(_ why: String) -> TransportError { TransportError(statusCode: 0, body: "WebSocket: " + why) }
        guard headers["upgrade"]?.lowercased() == "websocket" else { throw refuse("the server did not upgrade to websocket") }
        guard headers["connection"]?.lowercased().contains("upgrade") == true else {
            throw refuse("the server's Connection header does not say Upgrade")
        }
        guard headers["sec-websocket-accept"] == accept(for: key) else { throw refuse("the server's accept key is wrong") }
        if !protocols.isEmpty {
            guard let chosen = headers["sec-websocket-protocol"], protocols.contains(chosen) else {
                throw refuse("the server chose none of " + protocols.joined(separator: ", "))
            }
        }
    }
}
