/// How long the image's last pieces of work took, for `BatonBenchmarks`: the main actor's
/// snapshot of the last server batch, and the writer's last transaction (encoding and SQL).
@_spi(Benchmarks)
public struct ImageTimings: Sendable {
    /// The main actor's snapshot of the last server batch handed over.
    public var snapshot: Duration = .zero
    /// Records in that snapshot.
    public var snapshotRecords = 0
    /// The writer's last transaction, off the main actor.
    public var write: Duration = .zero
    /// Rows that transaction wrote.
    public var writtenRows = 0
    /// The last check's walk with the image (its read transaction, rows decoded).
    public var hydrationWalk: Duration = .zero
    /// The commit of what that walk filled (one local batch).
    public var hydrationCommit: Duration = .zero
    /// The writer's last pack made (its transaction).
    public var packWrite: Duration = .zero
    /// The packs the writer has made since the image opened.
    public var packsWritten = 0
    /// The last check's read of a pack (one statement, the blob indexed).
    public var packRead: Duration = .zero
    /// The checks that found their root's pack since the image opened.
    public var packsRead = 0
    /// How many of those checks were answered by filling the whole pack and walking memory,
    /// without the walk with the image.
    public var packsFilled = 0
    /// How many were filled whole and still left memory missing a field: the walk with the
    /// image then read on (a pack that is not the file's copy of the plan's rows).
    public var packsMissed = 0
    /// How many packs filled whole answered by their verdict (`PackVerdict`), without the
    /// walk in memory that asks whether memory holds every field.
    public var verdictsTrusted = 0
}

@_spi(Benchmarks)
extension Persistence {
    /// The latest timings of this image.
    public var timings: ImageTimings { writer.timings.withLock { $0 } }
}
