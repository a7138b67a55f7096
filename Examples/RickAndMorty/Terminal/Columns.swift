/// The list's fixed-width columns.
enum Columns {
    static let header = pad("  #", 6) + pad("Name", 28) + pad("Status", 10) + "Species"

    /// One row's text.
    static func row(id: String?, name: String?, status: String?, species: String?) -> String {
        pad("  " + (id ?? "?"), 6) + pad(name ?? "", 28) + pad(status ?? "", 10) + (species ?? "")
    }

    /// `text` cut or padded to `width` characters.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? String(text.prefix(width - 1)) + " " : text + String(repeating: " ", count: width - text.count)
    }
}
