import SwiftDiagnostics

/// A misused marker. Thrown from an expansion, it is reported at the marker's attribute.
struct MarkerError: Error, DiagnosticMessage, CustomStringConvertible {
    let message: String

    init(_ message: String) { self.message = message }

    var diagnosticID: MessageID { MessageID(domain: "BatonMacros", id: "marker") }
    var severity: DiagnosticSeverity { .error }
    var description: String { message }
}
