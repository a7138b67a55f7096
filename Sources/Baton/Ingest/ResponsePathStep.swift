/// One step of a response path (`errors[].path`, an incremental item's `path`).
public enum ResponsePathStep: Sendable, Hashable {
    case key(String)
    case index(Int)
}
