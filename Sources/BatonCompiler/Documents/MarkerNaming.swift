/// The cheap textual test of whether a Swift file names a marker (`@Fragment`, `@Query`,
/// `@Mutation`, `@Subscription`, or qualified `@Baton.`). Such a file gets an output even when
/// it holds no document, so the build plugin, which can only look at text, and the
/// compiler agree on the set of outputs.
public enum MarkerNaming {
    /// The spellings looked for.
    public static let spellings = ["@Fragment", "@Query", "@Mutation", "@Subscription", "@Baton."]

    /// Whether the UTF-8 text contains a marker spelling.
    public static func names(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return spellings.contains { text.contains($0) }
    }
}
