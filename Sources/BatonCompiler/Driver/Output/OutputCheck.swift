import GraphQL

/// Applies a plan to the disk, or (`--check`) compares it with the disk.
enum OutputCheck {
    /// One error per planned file that is missing or differs, and per output that would be deleted.
    static func findings(_ plan: OutputPlan, fileSystem: OutputFileSystem) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for file in plan.files {
            switch fileSystem.contents(of: file.path) {
            case nil: findings.append(error("missing: generate would write this file", at: file.path))
            case let text? where text != file.text: findings.append(error("stale: generate would rewrite this file", at: file.path))
            default: break
            }
        }
        for path in plan.deletions {
            findings.append(error("stale: no source writes this output any more; generate would delete it", at: path))
        }
        return findings
    }

    /// Writes every file and deletes stale outputs; each failure is an error naming the file.
    static func write(_ plan: OutputPlan, fileSystem: OutputFileSystem) -> [Diagnostic] {
        var failures: [Diagnostic] = []
        for file in plan.files {
            do { try fileSystem.write(file.text, to: file.path) } catch {
                failures.append(self.error("cannot be written: \(error.localizedDescription)", at: file.path))
            }
        }
        for path in plan.deletions {
            do { try fileSystem.delete(path) } catch {
                failures.append(self.error("stale output cannot be deleted: \(error.localizedDescription)", at: path))
            }
        }
        return failures
    }

    private static func error(_ message: String, at path: String) -> Diagnostic {
        Diagnostic(severity: .error, message: message, path: path, position: SourcePosition(line: 1, column: 1))
    }
}
