import Foundation
import GraphQL

/// Reads `baton.json`, rejecting unknown keys at every level and values of the wrong shape.
/// Every problem is collected (not just the first), each a message for the config file. Text
/// that is not JSON (or gives one key twice in an object) is one problem, with its reason and
/// its line and column.
public struct ConfigReader {
    /// Problems found, in the order of the file's sorted keys.
    public private(set) var problems: [String] = []
    /// Why the text is not JSON, and where, when it is not.
    public private(set) var syntaxError: SyntaxError?

    /// A JSON syntax error: its reason and its line and column in the file.
    public struct SyntaxError: Sendable, Hashable {
        public var message: String
        public var position: SourcePosition
    }

    /// Makes a reader.
    public init() {}

    /// Reads the JSON bytes of a config; nil when any problem was found.
    public mutating func read(_ bytes: [UInt8]) -> BatonConfig? {
        let parsed: Any
        do {
            parsed = try ConfigJSON.parse(bytes)
        } catch {
            let found = SyntaxError(message: error.message, position: Source(bytes: bytes).textPosition(of: error.offset))
            syntaxError = found
            problems.append("invalid JSON at \(found.position): \(found.message)")
            return nil
        }
        guard let root = parsed as? [String: Any] else {
            problems.append("baton.json must be a JSON object")
            return nil
        }
        let keys = ["schema", "schemaExtensions", "identity", "lookups", "transient", "persistConfig",
                    "customScalarTypes", "onError", "kotlin", "schemaWarnings"]
        rejectUnknown(root, allowed: keys, at: "")
        let schema = string(root["schema"], at: "schema", required: true)
        var config = BatonConfig(schema: schema ?? "")
        config.schemaExtensions = strings(root["schemaExtensions"], at: "schemaExtensions") ?? []
        config.identity = identity(root["identity"])
        config.lookups = lookups(root["lookups"])
        config.transient = transient(root["transient"])
        config.persistConfig = persist(root["persistConfig"])
        config.customScalarTypes = scalars(root["customScalarTypes"])
        config.onError = onError(root["onError"])
        config.kotlinPackage = kotlin(root["kotlin"])
        config.schemaWarnings = schemaWarnings(root["schemaWarnings"])
        return problems.isEmpty ? config : nil
    }

    // MARK: Sections

    private mutating func identity(_ value: Any?) -> BatonConfig.Identity {
        var identity = BatonConfig.Identity()
        guard let object = object(value, at: "identity") else { return identity }
        rejectUnknown(object, allowed: ["default", "types"], at: "identity")
        if let fields = strings(object["default"], at: "identity.default") {
            if fields.isEmpty { problems.append("identity.default must name at least one field") }
            identity.defaultFields = fields
        }
        if let types = self.object(object["types"], at: "identity.types") {
            for name in types.keys.sorted() {
                guard let fields = strings(types[name], at: "identity.types.\(name)") else { continue }
                if fields.isEmpty { problems.append("identity.types.\(name) must name at least one field") }
                identity.types[name] = fields
            }
        }
        return identity
    }

    private mutating func lookups(_ value: Any?) -> [BatonConfig.Lookup] {
        guard let value else { return [] }
        guard let list = value as? [Any] else {
            problems.append("lookups must be a list of objects")
            return []
        }
        return list.enumerated().compactMap { index, item in lookup(item, at: "lookups[\(index)]") }
    }

    private mutating func lookup(_ value: Any, at path: String) -> BatonConfig.Lookup? {
        guard let object = object(value, at: path) else { return nil }
        rejectUnknown(object, allowed: ["field", "type", "argument", "arguments"], at: path)
        let field = string(object["field"], at: "\(path).field", required: true)
        let type = string(object["type"], at: "\(path).type")
        let single = string(object["argument"], at: "\(path).argument")
        let several = strings(object["arguments"], at: "\(path).arguments")
        if (single == nil) == (several == nil) {
            problems.append("\(path) must give exactly one of 'argument' and 'arguments'")
        }
        if let several, several.isEmpty { problems.append("\(path).arguments must name at least one argument") }
        guard let field else { return nil }
        if !isTypeDotField(field) { problems.append("\(path).field must be spelled 'Type.field', not '\(field)'") }
        return BatonConfig.Lookup(field: field, type: type, arguments: single.map { [$0] } ?? several ?? [])
    }

    private mutating func transient(_ value: Any?) -> BatonConfig.Transient {
        var transient = BatonConfig.Transient()
        guard let object = object(value, at: "transient") else { return transient }
        rejectUnknown(object, allowed: ["types", "fields"], at: "transient")
        transient.types = strings(object["types"], at: "transient.types") ?? []
        transient.fields = strings(object["fields"], at: "transient.fields") ?? []
        for field in transient.fields where !isTypeDotField(field) {
            problems.append("transient.fields entries must be spelled 'Type.field', not '\(field)'")
        }
        return transient
    }

    private mutating func persist(_ value: Any?) -> BatonConfig.PersistConfig? {
        guard let object = object(value, at: "persistConfig") else { return nil }
        rejectUnknown(object, allowed: ["file", "algorithm"], at: "persistConfig")
        guard let file = string(object["file"], at: "persistConfig.file", required: true) else { return nil }
        var config = BatonConfig.PersistConfig(file: file)
        if let name = string(object["algorithm"], at: "persistConfig.algorithm") {
            if let algorithm = DigestAlgorithm(rawValue: name) {
                config.algorithm = algorithm
            } else {
                problems.append("persistConfig.algorithm must be MD5, SHA1 or SHA256, not '\(name)'")
            }
        }
        return config
    }

    private mutating func scalars(_ value: Any?) -> [String: BatonConfig.ScalarMapping] {
        guard let object = object(value, at: "customScalarTypes") else { return [:] }
        var mappings: [String: BatonConfig.ScalarMapping] = [:]
        for name in object.keys.sorted() {
            let path = "customScalarTypes.\(name)"
            if let swift = object[name] as? String {
                mappings[name] = BatonConfig.ScalarMapping(swift: swift)
                continue
            }
            guard let languages = self.object(object[name], at: path) else { continue }
            rejectUnknown(languages, allowed: ["swift", "kotlin"], at: path)
            var mapping = BatonConfig.ScalarMapping(swift: string(languages["swift"], at: "\(path).swift"))
            if let kotlin = languages["kotlin"] as? String {
                mapping.kotlinType = kotlin
            } else if let kotlin = self.object(languages["kotlin"], at: "\(path).kotlin") {
                rejectUnknown(kotlin, allowed: ["type", "converter"], at: "\(path).kotlin")
                mapping.kotlinType = string(kotlin["type"], at: "\(path).kotlin.type", required: true)
                mapping.kotlinConverter = string(kotlin["converter"], at: "\(path).kotlin.converter")
            }
            mappings[name] = mapping
        }
        return mappings
    }

    private mutating func onError(_ value: Any?) -> BatonConfig.ErrorBehavior? {
        guard let name = string(value, at: "onError") else { return nil }
        guard let behavior = BatonConfig.ErrorBehavior(rawValue: name) else {
            problems.append("onError must be PROPAGATE, NULL or ABORT, not '\(name)'")
            return nil
        }
        return behavior
    }

    private mutating func schemaWarnings(_ value: Any?) -> SchemaWarnings.Mode? {
        guard let name = string(value, at: "schemaWarnings") else { return nil }
        // `once` needs a stamp only a run can name (the plugin's work directory, say).
        guard let mode = SchemaWarnings.Mode(rawValue: name), mode != .once else {
            problems.append("schemaWarnings must be always or never, not '\(name)'")
            return nil
        }
        return mode
    }

    private mutating func kotlin(_ value: Any?) -> String? {
        guard let object = object(value, at: "kotlin") else { return nil }
        rejectUnknown(object, allowed: ["package"], at: "kotlin")
        return string(object["package"], at: "kotlin.package", required: true)
    }

    // MARK: Shapes

    private mutating func rejectUnknown(_ object: [String: Any], allowed: [String], at path: String) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            let place = path.isEmpty ? "" : " in \(path)"
            problems.append("unknown key '\(key)'\(place); expected one of: \(allowed.joined(separator: ", "))")
        }
    }

    private mutating func object(_ value: Any?, at path: String) -> [String: Any]? {
        guard let value else { return nil }
        guard let object = value as? [String: Any] else {
            problems.append("\(path) must be an object")
            return nil
        }
        return object
    }

    private mutating func string(_ value: Any?, at path: String, required: Bool = false) -> String? {
        guard let value else {
            if required { problems.append("\(path) is required") }
            return nil
        }
        guard let text = value as? String, !(value is NSNumber) else {
            problems.append("\(path) must be a string")
            return nil
        }
        return text
    }

    private mutating func strings(_ value: Any?, at path: String) -> [String]? {
        guard let value else { return nil }
        guard let list = value as? [Any], list.allSatisfy({ $0 is String }) else {
            problems.append("\(path) must be a list of strings")
            return nil
        }
        return list.compactMap { $0 as? String }
    }

    private func isTypeDotField(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    }
}
