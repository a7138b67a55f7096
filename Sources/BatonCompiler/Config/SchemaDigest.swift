/// The schema digest (SPEC §2): the image's `version` and `Types.schemaDigest`. It changes
/// whenever the schema, its extensions, a non-default identity or the transient settings change.
public enum SchemaDigest {
    /// The digest text's parts, in the order SPEC §2 appends them.
    public static func text(schema: String, extensions: [String], identity: BatonConfig.Identity,
                            transient: BatonConfig.Transient) -> String {
        var text = schema
        for extensionText in extensions {
            text += "\n# extension\n" + extensionText
        }
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

    /// The lowercase-hex MD5 of ``text(schema:extensions:identity:transient:)``.
    public static func digest(schema: String, extensions: [String], identity: BatonConfig.Identity,
                              transient: BatonConfig.Transient) -> String {
        DigestAlgorithm.md5.hex(text(schema: schema, extensions: extensions, identity: identity, transient: transient))
    }
}
