/// A pack's verdict: whether the rows it copies hold every field its root's plan demands, so
/// a relaunch that fills the pack whole may answer without walking the plan over memory
/// (`Availability.holds`).
///
/// It is decided where each part can be proven. The main actor notes, while it chooses the
/// pack, what the plan demands of each record it reaches (`PackVerdict.Notes`, one list per
/// variant, shared by the records of that variant). The writer, which copies the file's rows,
/// finds the verdict whole only when those rows hold every demand (`PackJudge`): the file,
/// not memory, is what a relaunch reads. The relaunch trusts it only when its own plan
/// demands the same of the same types under the same memberships (`vouches`); otherwise
/// `holds` walks as without a verdict.
enum PackVerdict {
    /// One field a variant demands: a scalar that fits `shape`, or a link whose targets are
    /// walked under the selection numbered `child` (and, for a connection, whose client link
    /// `handle` must hold a record holding something).
    struct Demand: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case scalar(ScalarShape)
            case link(child: Int, handle: String?)
        }

        let name: String
        let kind: Kind
    }

    /// What a variant demands: the server fields (not `__typename`, not client fields) of the
    /// selection numbered `selection` for records of `type`, and the memberships the store
    /// held for `type` when it was chosen.
    struct Variant: Sendable {
        let selection: Int
        let type: String
        let conditions: [String]
        let demands: [Demand]
    }

    /// A whole verdict as a relaunch reads it: the variants its plan was found to demand, in
    /// the order they were met (a selection is numbered by the first variant linking to it;
    /// the root's is 0, and the first variant is the root record's).
    struct Whole {
        let variants: [Variant]
    }

    // MARK: The blob's section

    /// Appends the verdict section: 0 (no verdict), or 1, the variants, and a digest of every
    /// byte of the blob before it (a pack damaged after it was judged has no verdict).
    static func write(_ whole: [Variant]?, into blob: inout ByteSink) {
        guard let whole else {
            blob.byte(0)
            return
        }
        blob.byte(1)
        blob.varint(whole.count)
        for variant in whole {
            blob.varint(variant.selection)
            blob.string(variant.type)
            blob.varint(variant.conditions.count)
            for condition in variant.conditions { blob.string(condition) }
            blob.varint(variant.demands.count)
            for demand in variant.demands { write(demand, into: &blob) }
        }
        let digest = blob.withUnsafeBytes { digestOf($0) }
        for k in 0..<8 { blob.byte(UInt8(truncatingIfNeeded: digest >> (8 * UInt64(k)))) }
    }

    private static func write(_ demand: Demand, into blob: inout ByteSink) {
        blob.string(demand.name)
        switch demand.kind {
        case .scalar(let shape):
            blob.byte(0)
            blob.byte(code(shape.kind))
            blob.byte(shape.nullable ? 1 : 0)
            blob.byte(shape.elementsNullable.map { $0 ? 2 : 1 } ?? 0)
        case .link(let child, let handle):
            blob.byte(1)
            blob.varint(child)
            if let handle {
                blob.byte(1)
                blob.string(handle)
            } else {
                blob.byte(0)
            }
        }
    }

    /// Reads the section at `source` (after the root cells): nil for no verdict, and for any
    /// section that does not read whole or whose digest does not match `blob` (never a
    /// trusted verdict from damaged bytes).
    static func read(_ source: inout ByteSource, blob: UnsafeRawBufferPointer) -> Whole? {
        guard source.byte() == 1, let count = source.count() else { return nil }
        var variants: [Variant] = []
        variants.reserveCapacity(count)
        for _ in 0..<count {
            guard let selection = source.count(bounded: false), let type = source.string(),
                  let conditionCount = source.count() else { return nil }
            var conditions: [String] = []
            for _ in 0..<conditionCount {
                guard let condition = source.string() else { return nil }
                conditions.append(condition)
            }
            guard let demandCount = source.count() else { return nil }
            var demands: [Demand] = []
            demands.reserveCapacity(demandCount)
            for _ in 0..<demandCount {
                guard let demand = readDemand(&source) else { return nil }
                demands.append(demand)
            }
            variants.append(Variant(selection: selection, type: type, conditions: conditions, demands: demands))
        }
        let body = source.position
        guard blob.count - body == 8 else { return nil }
        var digest: UInt64 = 0
        for k in 0..<8 { digest |= UInt64(blob[body + k]) << (8 * UInt64(k)) }
        guard digest == digestOf(UnsafeRawBufferPointer(rebasing: blob[0..<body])) else { return nil }
        return variants.first?.selection == 0 ? Whole(variants: variants) : nil
    }

    private static func readDemand(_ source: inout ByteSource) -> Demand? {
        guard let name = source.string(), let kind = source.byte() else { return nil }
        switch kind {
        case 0:
            guard let code = source.byte(), let scalar = scalarKind(code), let nullable = source.byte(),
                  nullable <= 1, let elements = source.byte(), elements <= 2 else { return nil }
            let shape = ScalarShape(scalar, nullable: nullable == 1, list: elements == 0 ? nil : elements == 2)
            return Demand(name: name, kind: .scalar(shape))
        case 1:
            guard let child = source.count(bounded: false), let hasHandle = source.byte() else { return nil }
            switch hasHandle {
            case 0: return Demand(name: name, kind: .link(child: child, handle: nil))
            case 1: return source.string().map { Demand(name: name, kind: .link(child: child, handle: $0)) }
            default: return nil
            }
        default: return nil
        }
    }

    private static func code(_ kind: ScalarKind) -> UInt8 {
        switch kind {
        case .string: 0
        case .int: 1
        case .float: 2
        case .bool: 3
        case .custom: 4
        case .enum: 5
        }
    }

    private static func scalarKind(_ code: UInt8) -> ScalarKind? {
        switch code {
        case 0: .string
        case 1: .int
        case 2: .float
        case 3: .bool
        case 4: .custom
        case 5: .enum
        default: nil
        }
    }

    /// A digest of `bytes` against damage (not against a hand that writes the file, which
    /// could write anything): four lanes of eight bytes a step, each word xored in and the lane
    /// multiplied by an odd constant (a bijection, so a change of any one word always changes
    /// its lane), then the lanes folded. One lane with a shift a step was ~216 K instructions
    /// a relaunch of the benchmark page.
    static func digestOf(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let prime: UInt64 = 0x100_0000_01b3
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F,
                                                       0x1656_67B1_9E37_79F9, UInt64(bytes.count))
        var at = 0
        while at + 32 <= bytes.count {
            lanes.0 = (lanes.0 ^ bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)) &* prime
            lanes.1 = (lanes.1 ^ bytes.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self)) &* prime
            lanes.2 = (lanes.2 ^ bytes.loadUnaligned(fromByteOffset: at + 16, as: UInt64.self)) &* prime
            lanes.3 = (lanes.3 ^ bytes.loadUnaligned(fromByteOffset: at + 24, as: UInt64.self)) &* prime
            at += 32
        }
        var hash = lanes.0 ^ (lanes.1 &* 0xff51_afd7_ed55_8ccd) ^ (lanes.2 &* 0xc4ce_b9fe_1a85_ec53) ^ (lanes.3 &* prime)
        while at < bytes.count {
            hash = (hash ^ UInt64(bytes[at])) &* 0xff51_afd7_ed55_8ccd
            at += 1
        }
        hash ^= hash >> 33
        return hash &* 0xc4ce_b9fe_1a85_ec53 ^ (hash >> 29)
    }
}

extension PackVerdict.Whole {
    /// Whether a relaunch may take this verdict for `resolution` over `store`, the pack just
    /// filled and committed: every variant it names is the one `resolution`'s plan now takes
    /// for that selection and type (same fields, shapes, links and connections), under the
    /// memberships the verdict recorded, which the store holds now; and the fill filled every
    /// root field the root's variant demands (`rootFields`). Asked of the plan and the types
    /// met, never of a record.
    @MainActor
    func vouches(for resolution: Resolution, in store: Store, rootFields: [String]) -> Bool {
        // An ended store commits no fill.
        guard !store.isEnded else { return false }
        var selections: [ResolvedSelection] = [resolution.root]
        for variant in variants {
            guard variant.selection < selections.count,
                  let type = TypeRegistry.shared.lookup(variant.type), !type.isScoped else { return false }
            let held = store.memberships[type] ?? []
            guard held.count == variant.conditions.count, variant.conditions.allSatisfy(held.contains) else { return false }
            let now = selections[variant.selection].variant(for: type, answered: held)
            guard Self.same(now, variant.demands, &selections) else { return false }
        }
        guard let root = variants.first, root.type == store.root(.query).type.name else { return false }
        for demand in root.demands {
            guard rootFields.contains(demand.name) else { return false }
            if case .link(_, let handle?) = demand.kind, !rootFields.contains(handle) { return false }
        }
        return true
    }

    /// Whether `variant`'s server fields are `demands`, in order; numbers the selections its
    /// links reach as the choice did (a new one takes the next number).
    private static func same(_ variant: ResolvedVariant, _ demands: [PackVerdict.Demand],
                             _ selections: inout [ResolvedSelection]) -> Bool {
        var k = 0
        for field in variant.fields where field.isServerField {
            guard k < demands.count, field.deferLabel == nil, field.storageKey == demands[k].name else { return false }
            switch (field.kind, demands[k].kind) {
            case (.scalar(let shape), .scalar(let demanded)):
                guard shape == demanded else { return false }
            case (.link(let link), .link(let child, let handle)):
                guard handle == field.connection?.handleKey else { return false }
                if child == selections.count {
                    selections.append(link.selection)
                } else {
                    guard child < selections.count, selections[child] === link.selection else { return false }
                }
            default: return false
            }
            k += 1
        }
        return k == demands.count
    }
}
