/// What a request names: the operation text (sent as `query`) or the id it was persisted
/// under (sent as `documentId`). Another name for the plan's ``OperationDocument``: one
/// type, so a plan's document goes into a ``Request`` unchanged.
public typealias Document = OperationDocument
