/// A piece of terminal UI: a plain Swift type whose body reads lenses and returns lines.
///
/// The ``Renderer`` runs each body on its own under Observation, the way SwiftUI runs a
/// view's body: a child listed by a parent is rendered separately, so a change the child
/// reads re-runs the child's body and not the parent's.
@MainActor
protocol TerminalView {
    /// Names the view among the renderer's views (stable while the view shows the same data),
    /// e.g. `CharacterRow 3`.
    var identity: String { get }
    /// The view's output: text lines and child views, in order.
    func body() -> [Line]
}

/// One entry of a body's output.
enum Line {
    /// A line printed as is.
    case text(String)
    /// A child view the renderer runs on its own.
    case child(any TerminalView)
}
