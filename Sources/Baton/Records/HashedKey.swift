extension RecordKey {
    /// A record key with its hash, computed once where the key is made.
    ///
    /// The ingest hashes each key as it meets it (to find a record the response names again);
    /// the change set keeps that hash, so the store finds each record of a commit without
    /// hashing its key text again: a commit of a payload that comes back unchanged was
    /// mostly SipHash of key strings. Equality is the text's, as `String` sees it, and the
    /// hash (`KeyHash`) is of the text's NFC bytes, so equal `String`s hash alike and a key
    /// means the same record as it did as a plain `String`.
    struct Hashed: Hashable, Sendable {
        let text: String
        /// `text`'s `KeyHash` (seeded per process, never stored).
        let hash: Int

        init(_ text: String) {
            self.text = text
            hash = Int(truncatingIfNeeded: KeyHash.hash(text))
        }

        static func == (lhs: Hashed, rhs: Hashed) -> Bool {
            lhs.hash == rhs.hash && lhs.text == rhs.text
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        /// What a `Dictionary` or `Set` asks for: the kept hash mixed with the table's seed
        /// (a bijection, so tables of different seeds still order keys differently), with no
        /// pass of SipHash. The kept hash is already seeded per process, so a server cannot
        /// aim keys at one bucket.
        func _rawHashValue(seed: Int) -> Int {
            Int(truncatingIfNeeded: DigestHasher.mix(UInt64(truncatingIfNeeded: hash ^ seed)))
        }
    }
}

extension RecordKey.Hashed {
    /// Each root's key, hashed once per process: `Store.root(_:)` runs on every read that
    /// starts at a root, and hashed the same fixed text each time.
    private static let roots = [OperationKind.query, .mutation, .subscription].map { RecordKey.Hashed($0.rootKey) }

    /// The hashed key of `kind`'s root record.
    static func root(_ kind: OperationKind) -> RecordKey.Hashed {
        switch kind {
        case .query: roots[0]
        case .mutation: roots[1]
        case .subscription: roots[2]
        }
    }
}
