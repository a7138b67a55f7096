import Foundation
import GraphQL

/// How often a run prints the warnings about the schema and its extensions (a deprecated
/// field implementing an interface's field that is not, say): problems of a file the app
/// downloads and cannot fix, which would otherwise repeat on every build.
///
/// `batonc` takes `--schema-warnings always|once|never` (always by default) and, for `once`,
/// `--schema-warnings-stamp <file>`: the warnings print when the stamp does not hold the
/// schema's digest, and the run then records the digest there, so each schema's warnings
/// print once. `BatonPlugin` runs `once` with a stamp in its work directory. A `baton.json`
/// with `"schemaWarnings": "never"` silences them whatever the command line says. Warnings
/// about the documents are never affected.
public struct SchemaWarnings: Sendable, Hashable {
    /// When the warnings print.
    public enum Mode: String, Sendable, Hashable, CaseIterable {
        /// On every run.
        case always
        /// When the schema's digest is not the one in the stamp file.
        case once
        /// Never.
        case never
    }

    /// The mode asked for on the command line.
    public var mode: Mode
    /// The stamp file `once` reads and writes.
    public var stamp: String?

    /// Makes the setting; `once` needs a stamp (without one it acts as `always`).
    public init(mode: Mode = .always, stamp: String? = nil) {
        self.mode = mode
        self.stamp = stamp
    }

    /// The diagnostics with the schema's warnings left out when they should not print.
    /// `schemaPaths` are the schema's and the extensions' files; under `once` the stamp is
    /// written when the warnings print, unless `recordsStamp` is false (`--check` writes nothing).
    func filter(_ diagnostics: [Diagnostic], schemaPaths: Set<String>, digest: String, config: Mode?,
                recordsStamp: Bool) -> [Diagnostic] {
        let isSchemaWarning = { (diagnostic: Diagnostic) in
            diagnostic.severity == .warning && schemaPaths.contains(diagnostic.path)
        }
        guard diagnostics.contains(where: isSchemaWarning) else { return diagnostics }
        switch config == .never ? .never : mode {
        case .always:
            return diagnostics
        case .never:
            return diagnostics.filter { !isSchemaWarning($0) }
        case .once:
            guard let stamp else { return diagnostics }
            if (try? String(contentsOfFile: stamp, encoding: .utf8)) == digest + "\n" {
                return diagnostics.filter { !isSchemaWarning($0) }
            }
            // A stamp that cannot be written only means the warnings print again next time.
            if recordsStamp { try? (digest + "\n").write(toFile: stamp, atomically: true, encoding: .utf8) }
            return diagnostics
        }
    }
}
