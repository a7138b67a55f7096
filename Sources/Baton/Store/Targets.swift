/// The records a change set names, by the change set's index, while its write runs: a view
/// that does not own them.
///
/// A `[Record]` retained each record as it was found and released each again when the
/// commit ended, through the standard library's unspecialized array teardown (~50
/// instructions a record, a fifth of a commit whose payload comes back unchanged:
/// BENCHMARKS.md, `record9`). The list here holds the records without a count of its own
/// (it is freed, never deinitialized), and the store holds every record a write finds or
/// makes for as long as the write runs:
/// - a record leaves the store's table during a write only when a key passes to a record of
///   another type, and the batch keeps the old one (`Batch.displaced`);
/// - the records layers made, taken out while the layers are lifted, are the batch's until
///   the layers are back (`Batch.lifted`), which is after the write;
/// - nothing outside the store runs while a write runs: the log hears of it when the write
///   returns (`Store.holdingEvents`), and observers are told when the batch finishes, so no
///   handler can collect the store or end it in the middle.
/// Whoever keeps the records past the write (a layer, the image's snapshot) takes them
/// owned (`owned`).
struct Targets {
    private let base: UnsafePointer<Record>?
    let count: Int

    /// A view of `list`, which the write fills in the change set's order (`put(_:at:in:)`)
    /// and frees when it returns.
    init(_ list: UnsafeBufferPointer<Record>) {
        base = list.baseAddress
        count = list.count
    }

    /// A view of the first `count` records of `list`: the ones found so far, while the write
    /// is still filling it.
    @inline(__always)
    init(_ list: UnsafeMutableBufferPointer<Record>, prefix count: Int) {
        base = UnsafePointer(list.baseAddress)
        self.count = count
    }

    /// Puts the record `held` into slot `index` of `list` without retaining it: the list
    /// never releases what it holds (it is freed without being deinitialized).
    @inline(__always)
    static func put(_ held: Unmanaged<Record>, at index: Int, in list: UnsafeMutableBufferPointer<Record>) {
        UnsafeMutableRawPointer(list.baseAddress.unsafelyUnwrapped + index).storeBytes(of: held, as: Unmanaged<Record>.self)
    }

    /// The record of change record `index`, read where the list holds it (no retain for a
    /// caller that only looks at it). A link that names no record of its change set (a
    /// change set made by hand) stops the process, as an array's subscript did.
    subscript(index: Int) -> Record {
        @inline(__always)
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "a link names no record of its change set")
            return base.unsafelyUnwrapped + index
        }
    }

    /// The bits of the reference to the record of change record `index`, for a compare by
    /// identity that touches no reference count (`ChangeValue.isSame`).
    @inline(__always)
    func bits(_ index: Int) -> UInt {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "a link names no record of its change set")
        return UnsafeRawPointer(base.unsafelyUnwrapped + index).load(as: UInt.self)
    }

    /// The records, owned, for whoever keeps them past the write.
    var owned: [Record] {
        [Record](unsafeUninitializedCapacity: count) { owned, made in
            for index in 0..<count { owned.initializeElement(at: index, to: self[index]) }
            made = count
        }
    }

    /// Reads `records` as targets (the fill mode's, which it owns) for the length of `body`.
    static func borrowing<Result>(_ records: [Record], _ body: (Targets) -> Result) -> Result {
        records.withUnsafeBufferPointer { body(Targets($0)) }
    }
}
