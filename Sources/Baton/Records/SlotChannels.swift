import Observation

/// The observation channel of a slot: the key path a record registers a read of the slot
/// under, and notifies a change of it under. Each record has its own registrar, so one
/// channel per slot index serves every record.
@usableFromInline
typealias SlotChannel = KeyPath<SlotChannels, UInt8> & Sendable

/// The key paths that name slots to Observation. Never read: a slot's value lives in its
/// record; this type only gives each slot a key path of the cheapest shape.
///
/// Observation hashes the key path of a tracked read three times (the access list, the
/// installed tracking, the registrar's lookup). A key path to a stored property hashes one
/// offset; a subscript's key path (`\Record.[slot: n]`) also hashes its argument with a
/// fresh `Hasher` each time, about 560 instructions more per tracked read (callgrind). So the
/// first 64 slots are stored bytes here, and only slots past them and store-numbered slots
/// (negative) go through ``subscript(slot:)``.
@usableFromInline
struct SlotChannels: Observable, Sendable {
    var s0: UInt8 = 0, s1: UInt8 = 0, s2: UInt8 = 0, s3: UInt8 = 0, s4: UInt8 = 0, s5: UInt8 = 0, s6: UInt8 = 0, s7: UInt8 = 0
    var s8: UInt8 = 0, s9: UInt8 = 0, s10: UInt8 = 0, s11: UInt8 = 0, s12: UInt8 = 0, s13: UInt8 = 0, s14: UInt8 = 0, s15: UInt8 = 0
    var s16: UInt8 = 0, s17: UInt8 = 0, s18: UInt8 = 0, s19: UInt8 = 0, s20: UInt8 = 0, s21: UInt8 = 0, s22: UInt8 = 0, s23: UInt8 = 0
    var s24: UInt8 = 0, s25: UInt8 = 0, s26: UInt8 = 0, s27: UInt8 = 0, s28: UInt8 = 0, s29: UInt8 = 0, s30: UInt8 = 0, s31: UInt8 = 0
    var s32: UInt8 = 0, s33: UInt8 = 0, s34: UInt8 = 0, s35: UInt8 = 0, s36: UInt8 = 0, s37: UInt8 = 0, s38: UInt8 = 0, s39: UInt8 = 0
    var s40: UInt8 = 0, s41: UInt8 = 0, s42: UInt8 = 0, s43: UInt8 = 0, s44: UInt8 = 0, s45: UInt8 = 0, s46: UInt8 = 0, s47: UInt8 = 0
    var s48: UInt8 = 0, s49: UInt8 = 0, s50: UInt8 = 0, s51: UInt8 = 0, s52: UInt8 = 0, s53: UInt8 = 0, s54: UInt8 = 0, s55: UInt8 = 0
    var s56: UInt8 = 0, s57: UInt8 = 0, s58: UInt8 = 0, s59: UInt8 = 0, s60: UInt8 = 0, s61: UInt8 = 0, s62: UInt8 = 0, s63: UInt8 = 0

    /// The subject a record passes to Observation with a channel: Observation asks for one of
    /// the key path's root, and files the read under the record's registrar and the key path
    /// only. Sixty-four zero bytes on the stack.
    @inlinable init() {}

    /// A slot past the stored ones.
    subscript(slot slot: Int) -> UInt8 { 0 }
}

extension SlotChannels {
    /// The channels of slots 0..<64, built once.
    @usableFromInline static let first: [SlotChannel] = [
        \.s0, \.s1, \.s2, \.s3, \.s4, \.s5, \.s6, \.s7,
        \.s8, \.s9, \.s10, \.s11, \.s12, \.s13, \.s14, \.s15,
        \.s16, \.s17, \.s18, \.s19, \.s20, \.s21, \.s22, \.s23,
        \.s24, \.s25, \.s26, \.s27, \.s28, \.s29, \.s30, \.s31,
        \.s32, \.s33, \.s34, \.s35, \.s36, \.s37, \.s38, \.s39,
        \.s40, \.s41, \.s42, \.s43, \.s44, \.s45, \.s46, \.s47,
        \.s48, \.s49, \.s50, \.s51, \.s52, \.s53, \.s54, \.s55,
        \.s56, \.s57, \.s58, \.s59, \.s60, \.s61, \.s62, \.s63,
    ]

    /// The channel of slot `slot`. A slot constant holds its own channel (``SlotID``), so a
    /// lens read needs no table; this serves reads by index and the commit's notifications.
    @inlinable
    static func channel(_ slot: Int) -> SlotChannel {
        if slot >= 0 && slot < first.count { return first[slot] }
        return other(slot)
    }

    /// Slots past `first` (`more`) and store-numbered slots `-1`, `-2`, … (`stored`), grown on
    /// demand. A store reuses its lowest free numbers, so `stored` stays as long as the most
    /// keys one store held at once. Locked: slot constants are made on any thread.
    private static let grown = Locked((more: [SlotChannel](), stored: [SlotChannel]()))

    @usableFromInline
    static func other(_ slot: Int) -> SlotChannel {
        // A slot no store numbered (a scope without a store) is built each time.
        guard slot >= -(1 << 20) else { return \SlotChannels.[slot: slot] }
        return grown.withLock { tables in
            if slot < 0 {
                let k = -slot - 1
                while tables.stored.count <= k { tables.stored.append(\SlotChannels.[slot: -(tables.stored.count + 1)]) }
                return tables.stored[k]
            }
            let k = slot - first.count
            while tables.more.count <= k { tables.more.append(\SlotChannels.[slot: first.count + tables.more.count]) }
            return tables.more[k]
        }
    }
}
