import Observation
import Synchronization
import SwiftUI

/// Runs views as SwiftUI does, on the stand-in: each view's body on its own, under Observation.
/// A later pass runs a body again only when something it read changed, or when its parent's
/// body ran again (which made the view anew); otherwise it reuses what the body returned.
@MainActor
final class ViewRenderer {
    private struct Run {
        var output: any View
        var invalidation: Invalidation
    }

    private var runs: [String: Run] = [:]
    /// The bodies the last pass ran, by identity (the path of the view in the tree).
    private(set) var ran: [String] = []

    /// The lines the tree shows: texts, and the name of a primitive that has none.
    func render(_ root: some View) -> [String] {
        ran = []
        var lines: [String] = []
        var seen: Set<String> = []
        visit(root, at: "", fresh: false, into: &lines, seen: &seen)
        runs = runs.filter { seen.contains($0.key) }
        return lines
    }

    private func visit(_ view: any View, at path: String, fresh: Bool, into lines: inout [String],
                       seen: inout Set<String>) {
        if let primitive = view as? any PrimitiveView {
            if let text = primitive.text { lines.append(text) }
            if primitive.text == nil && primitive.children.isEmpty { lines.append("\(type(of: primitive))") }
            let ids = (primitive as? ForEach)?.ids
            for (index, child) in primitive.children.enumerated() {
                let step = ids.map { "\($0[index].base)" } ?? "\(index)"
                visit(child, at: path + "/" + step, fresh: fresh, into: &lines, seen: &seen)
            }
            return
        }
        let identity = path + "/" + String(describing: type(of: view))
        seen.insert(identity)
        if !fresh, let run = runs[identity], !run.invalidation.fired {
            visit(run.output, at: identity, fresh: false, into: &lines, seen: &seen)
            return
        }
        let invalidation = Invalidation()
        let output = withObservationTracking { body(of: view) } onChange: { invalidation.fire() }
        runs[identity] = Run(output: output, invalidation: invalidation)
        ran.append(identity)
        visit(output, at: identity, fresh: true, into: &lines, seen: &seen)
    }

    private func body<V: View>(of view: V) -> any View { view.body }
}

/// Set by Observation when something a body read changes (`onChange` is `@Sendable`).
final class Invalidation: Sendable {
    private let flag = Mutex(false)
    func fire() { flag.withLock { $0 = true } }
    var fired: Bool { flag.withLock { $0 } }
}
