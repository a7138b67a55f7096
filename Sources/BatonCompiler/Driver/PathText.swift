import Foundation

/// Path arithmetic on strings, kept textual so outputs and reports do not depend on how the
/// file system spells a path.
public enum PathText {
    /// The directory part of a path ("" when it has none).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component.
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// `relative` under `base`; an absolute `relative` stands alone.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || base.isEmpty { return relative }
        return base.hasSuffix("/") ? base + relative : base + "/" + relative
    }

    /// Removes `.` components and duplicate slashes (`..` is kept: it may cross a symlink).
    public static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/").filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }

    /// The path relative to `directory` (an absolute working directory), for reports and output
    /// names; a relative path is taken as relative already, and a path outside stays absolute.
    public static func relative(_ path: String, to directory: String) -> String {
        let clean = normalized(path)
        guard clean.hasPrefix("/") else { return clean }
        let base = normalized(directory)
        if clean == base { return "." }
        let prefix = base == "/" ? "/" : base + "/"
        return clean.hasPrefix(prefix) ? String(clean.dropFirst(prefix.count)) : clean
    }
}
