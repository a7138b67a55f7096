/// The unit a benchmark's figures are printed in (`ns`, `us`, `ms`).
enum TimeUnit: String {
    case nanoseconds = "ns"
    case microseconds = "us"
    case milliseconds = "ms"

    /// Nanoseconds in one of this unit.
    var nanoseconds: Double {
        switch self {
        case .nanoseconds: 1
        case .microseconds: 1_000
        case .milliseconds: 1_000_000
        }
    }

    /// A value in nanoseconds, expressed in this unit.
    func convert(nanoseconds value: Double) -> Double { value / nanoseconds }
}

extension Duration {
    /// This duration in nanoseconds, as a floating-point number.
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
