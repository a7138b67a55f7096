import Baton
import Observation

/// Renders a tree of ``TerminalView``s to lines and re-runs only the bodies Observation
/// marked stale. Bodies run with the renderer's Baton environment current (`withCurrent`), so
/// the markers in them resolve there, as SwiftUI views resolve in `\.baton`.
///
/// Each body runs inside its own `withObservationTracking`; its `onChange` fires the
/// body's ``Invalidation``. A later ``render(_:)`` reuses the output of every body whose
/// invalidation has not fired, so the count of re-run bodies is Observation's count, not
/// the demo's guess.
@MainActor
final class Renderer {
    /// What one pass did.
    struct Pass: Equatable {
        /// Bodies run in this pass.
        var ran: [String] = []
        /// Bodies in the tree (run or reused).
        var observed = 0
    }

    private struct Rendered {
        var lines: [Line]
        var invalidation: Invalidation
    }

    private var cache: [String: Rendered] = [:]
    /// The environment bodies run in; nil for views that read no marker.
    let environment: Environment?

    /// A renderer whose bodies run with `environment` current.
    init(environment: Environment? = nil) { self.environment = environment }

    /// The last pass's figures.
    private(set) var lastPass = Pass()

    /// The screen's lines; runs the bodies that are new or stale.
    func render(_ root: any TerminalView) -> [String] {
        guard let environment else { return pass(root) }
        return environment.withCurrent { pass(root) }
    }

    private func pass(_ root: any TerminalView) -> [String] {
        var pass = Pass()
        var output: [String] = []
        var seen: Set<String> = []
        visit(root, into: &output, pass: &pass, seen: &seen)
        cache = cache.filter { seen.contains($0.key) }
        lastPass = pass
        return output
    }

    /// The text lines a body printed itself (its children's lines are theirs).
    func text(of identity: String) -> [String] {
        (cache[identity]?.lines ?? []).compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// Forgets every body, so the next pass runs them all (a new screen).
    func reset() { cache = [:] }

    private func visit(_ view: any TerminalView, into output: inout [String], pass: inout Pass,
                       seen: inout Set<String>) {
        let identity = view.identity
        guard seen.insert(identity).inserted else { return }  // one body per identity
        pass.observed += 1
        let lines: [Line]
        if let rendered = cache[identity], !rendered.invalidation.fired {
            lines = rendered.lines
        } else {
            lines = run(view)
            pass.ran.append(identity)
        }
        for line in lines {
            switch line {
            case .text(let text): output.append(text)
            case .child(let child): visit(child, into: &output, pass: &pass, seen: &seen)
            }
        }
    }

    /// Runs a body alone under Observation; children run later, outside this tracking.
    private func run(_ view: any TerminalView) -> [Line] {
        let invalidation = Invalidation()
        let lines = withObservationTracking { view.body() } onChange: { invalidation.fire() }
        cache[view.identity] = Rendered(lines: lines, invalidation: invalidation)
        return lines
    }
}
