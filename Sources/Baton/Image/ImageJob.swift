/// One piece of work for the image's writer, in the order the main actor asked for it.
enum ImageJob: Sendable {
    /// A server batch's snapshot.
    case batch(ImageBatch)
    /// A root was dated: its wall-clock fetch time (seconds since 1970).
    case fetchTime(rootKey: String, time: Double)
    /// `invalidate()`: every fetch time is forgotten, so the invalidation outlives the launch.
    case forgetFetchTimes
    /// Records the collector swept: memory no longer holds what their rows had.
    case unread(keys: [String])
    /// Rows, root fields and fetch times a check read: stamped as used this launch.
    case touch(ImageTouch)

    /// Rows the job writes (what the 50,000-row cap counts).
    var rows: Int {
        switch self {
        case .batch(let batch): batch.records.count + batch.rootCells.count + batch.forgottenIDs.count
            + batch.forgottenKeys.count
        case .fetchTime: 1
        case .forgetFetchTimes, .unread: 0
        case .touch(let touch): touch.keys.count + touch.rootFields.count + touch.fetches.count
        }
    }
}

/// What one check read from the image.
struct ImageTouch: Sendable {
    /// The number of the last batch the store had handed over at the read: later batches
    /// replace the rows read (memory holds every cell), earlier ones still merge.
    var sequence = 0
    var keys: [String] = []
    var rootFields: [String] = []
    var fetches: [String] = []

    var isEmpty: Bool { keys.isEmpty && rootFields.isEmpty && fetches.isEmpty }
}
