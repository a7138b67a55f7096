/// One accessor of a generated lens, as the report lists it: its Swift
/// name, the response key it reads, and its shape. Recorded by the emitter while it writes the
/// accessor, so the report cannot disagree with the code.
public struct LensAccessor: Sendable, Hashable {
    /// The shape words, written in this order when they apply.
    public enum Shape: String, Sendable, Hashable, CaseIterable {
        /// The value read may be absent (`nil`): nullable, conditional, deferred or bubbling.
        case optional
        /// A list (of scalars or of lenses).
        case list
        /// A nested lens (its accessors are listed under it).
        case lens
        /// A fragment spread: the named fragment's lens.
        case fragment
        /// `@catch(to: RESULT)`: a `Result` of the value or the field errors.
        case `catch`
        /// `get throws`: `@required(action: THROW)` or a `@throwOnFieldError` fragment.
        case `throws`
    }

    /// The accessor's Swift name, without the backticks a keyword is escaped with.
    public var name: String
    /// The response key read (`...Fragment` for a spread, `... on Type` for a condition).
    public var key: String
    /// The shape words that apply.
    public var shape: Set<Shape>
    /// The fragment a spread reads.
    public var fragment: String?
    /// A nested lens's own accessors, sorted by name.
    public var accessors: [LensAccessor]?

    public init(name: String, key: String, shape: Set<Shape> = [], fragment: String? = nil,
                accessors: [LensAccessor]? = nil) {
        self.name = name.filter { $0 != "`" }
        self.key = key
        self.shape = shape
        self.fragment = fragment
        self.accessors = accessors.map(Self.sorted)
    }

    /// Accessors sorted by name (then key, so equal names stay deterministic).
    public static func sorted(_ list: [LensAccessor]) -> [LensAccessor] {
        list.sorted { ($0.name, $0.key) < ($1.name, $1.key) }
    }

    /// The report's JSON object: `name`, `key`, `shape` (words in a fixed order), and
    /// `fragment` / `accessors` when they apply.
    public var json: JSONText {
        var members: [(String, JSONText)] = [("name", .string(name)), ("key", .string(key)),
                                             ("shape", .array(Shape.allCases.filter(shape.contains).map { .string($0.rawValue) }))]
        if let fragment { members.append(("fragment", .string(fragment))) }
        if let accessors { members.append(("accessors", .array(accessors.map(\.json)))) }
        return .object(members)
    }
}

/// The accessors of each top-level lens an emitter run wrote: a fragment's by its name, an
/// operation's `Data` lens by the operation's name.
public struct LensAccessors: Sendable, Hashable {
    /// Accessors by fragment name, sorted.
    public var fragments: [String: [LensAccessor]] = [:]
    /// `Data` accessors by operation name, sorted.
    public var operations: [String: [LensAccessor]] = [:]

    public init() {}
}

/// Collects ``LensAccessors`` while the emitter runs (a reference, since lens emitters are values).
final class LensAccessorRecorder {
    private(set) var recorded = LensAccessors()

    func fragment(_ name: String, _ accessors: [LensAccessor]) { recorded.fragments[name] = LensAccessor.sorted(accessors) }
    func operation(_ name: String, _ accessors: [LensAccessor]) { recorded.operations[name] = LensAccessor.sorted(accessors) }
}
