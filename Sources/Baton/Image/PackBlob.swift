/// A pack: the rows of every record one query root's plan reaches and the root's own cells,
/// copied from `records` and `root` as the file holds them, in one blob. A relaunch's check
/// reads it with one statement and finds its rows there (`PackIndex`) instead of one seek a
/// record; a pack is only ever a copy of the file's rows, so the check's walk reads the same
/// bytes either way.
///
/// Layout: a format byte; the record count, then each record's key (length, UTF-8) and row
/// (length, bytes); the root cell count, then each cell's field (length, UTF-8) and cell
/// (length, bytes); then the verdict (`PackVerdict`: whether the rows hold all the plan
/// demands). Lengths are varints.
enum PackBlob {
    /// 2 added the verdict: a pack of format 1 is not read (and, its operation named with the
    /// format, is made again).
    static let format: UInt8 = 2

    /// What one query root asks the writer to pack: the keys its plan reaches in memory, the
    /// root fields it selects, and the number of the last batch handed over when they were
    /// chosen (a later batch written first makes the choice stale: nothing is packed).
    struct Request: Sendable {
        var root: String
        var operation: String
        var keys: [String]
        var rootFields: [String]
        var sequence: Int
        /// What the plan demands of each key, noted as they were chosen; nil: no verdict.
        var verdict: PackVerdict.Notes?
    }

    /// The identity of an operation a pack was made for: a build whose operation changed
    /// never reads an older build's pack.
    static func operation(_ document: OperationDocument) -> String {
        switch document {
        case .id(let id): "\(format):id:" + id
        case .text(let text): "\(format):text:" + text
        }
    }
}
