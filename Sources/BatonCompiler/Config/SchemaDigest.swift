/// The schema digest: the image's `version` and `Types.schemaDigest`. It changes whenever the
/// schema, its extensions, a non-default identity or the transient settings change.
///
/// It is the lowercase-hex MD5 of a text: the SDL; for each extension file, `\n# extension\n`
/// and the file; when identity is not the default, `\n# identity\n`, the default fields joined
/// by `,`, and per type (sorted) `\nType:` and its fields; when something is transient,
/// `\n# transient\ntypes:` with the sorted types and `\nfields:` with the sorted fields.
public enum SchemaDigest {
    /// The digest's text.
    public static func text(schema: String, extensions: [String], identity: BatonConfig.Identity,
                            transient: BatonConfig.Transient) -> String {
        var text = schema
        for extensionText in extensions {
            text += extensionSeparator + extensionText
        }
        return text + settings(identity: identity, transient: transient)
    }

    /// The lowercase-hex MD5 of ``text(schema:extensions:identity:transient:)``.
    public static func digest(schema: String, extensions: [String], identity: BatonConfig.Identity,
                              transient: BatonConfig.Transient) -> String {
        digest(schema: Array(schema.utf8), extensions: extensions.map { Array($0.utf8) }, identity: identity,
               transient: transient)
    }

    /// The same digest from the files' UTF-8 bytes, with no `String` made of them and no
    /// copy of them joined (the SDL may be megabytes): the parts are hashed in turn.
    public static func digest(schema: [UInt8], extensions: [[UInt8]], identity: BatonConfig.Identity,
                              transient: BatonConfig.Transient) -> String {
        var md5 = MD5.Stream()
        md5.add(schema)
        for extensionBytes in extensions {
            md5.add(Array(extensionSeparator.utf8))
            md5.add(extensionBytes)
        }
        md5.add(Array(settings(identity: identity, transient: transient).utf8))
        return hexString(md5.finish())
    }

    private static let extensionSeparator = "\n# extension\n"

    /// The identity and transient parts (empty for the defaults).
    private static func settings(identity: BatonConfig.Identity, transient: BatonConfig.Transient) -> String {
        var text = ""
        if !identity.isDefault {
            text += "\n# identity\n" + identity.defaultFields.joined(separator: ",")
            for type in identity.types.keys.sorted() {
                text += "\n\(type):" + (identity.types[type] ?? []).joined(separator: ",")
            }
        }
        if !transient.isEmpty {
            text += "\n# transient\ntypes:" + transient.types.sorted().joined(separator: ",")
                + "\nfields:" + transient.fields.sorted().joined(separator: ",")
        }
        return text
    }
}
