/// The default output: a Markdown table, readable in a terminal and pasteable into
/// BENCHMARKS.md as it is.
enum TextTable {
    static let header = ["benchmark", "unit", "best", "median", "baseline", "baseline best",
                         "baseline median", "ratio", "paired ratio"]

    /// The table for figures, then the counts as a second table.
    static func render(figures: [Figure], counts: [Count]) -> String {
        var tables: [String] = []
        if !figures.isEmpty { tables.append(table([header] + figures.map(row))) }
        if !counts.isEmpty {
            tables.append(table([["count", "value"]] + counts.map { [$0.name, String($0.value)] }))
        }
        return tables.joined(separator: "\n")
    }

    static func row(for figure: Figure) -> [String] {
        let unit = figure.unit
        let base = figure.baseline
        let missing = base == nil ? "" : "not run"
        return [
            figure.name, unit.rawValue,
            format(unit.convert(nanoseconds: figure.statistics.best)),
            format(unit.convert(nanoseconds: figure.statistics.median)),
            base?.reference.label ?? "",
            base?.statistics.map { format(unit.convert(nanoseconds: $0.best)) } ?? missing,
            base?.statistics.map { format(unit.convert(nanoseconds: $0.median)) } ?? missing,
            figure.ratio.map { format($0) + "×" } ?? "",
            figure.pairedRatio.map { format($0) + "×" } ?? "",
        ]
    }

    /// Three significant figures at least, never scientific notation.
    static func format(_ value: Double) -> String {
        let digits = value >= 100 ? 1 : value >= 10 ? 2 : 3
        let scale = Double([1, 10, 100, 1000][digits])
        let rounded = (value * scale).rounded() / scale
        var text = String(rounded)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        }
        return text
    }

    private static func table(_ rows: [[String]]) -> String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            "| " + zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
                .joined(separator: " | ") + " |"
        }
        var lines = [line(rows[0]), "|" + widths.map { String(repeating: "-", count: $0 + 2) }
            .joined(separator: "|") + "|"]
        lines += rows.dropFirst().map(line)
        return lines.joined(separator: "\n") + "\n"
    }
}
