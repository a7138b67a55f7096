/// The connections' client links in the availability check: the lens reads a connection's
/// merged pages through the client link beside the page, so an empty connection record
/// (swept, or never filled) is a miss even when the page is there.
extension Availability {
    /// Whether `record` links `field`'s connection record and that record holds something
    /// (true when the field is not a connection, or its page is null).
    static func holdsConnection(_ field: ResolvedField, of record: Record) -> Bool {
        guard let connection = field.connection, record.checkedValue(at: field.slot) != .null else { return true }
        guard case .link(let target) = record.checkedValue(at: connection.handleSlot) else { return false }
        return !target.isDeleted && target.holdsAnything
    }
}
