import Foundation

/// How figures read in every rendering, so the terminal, HTML and comparison agree to the digit.
/// Formatting uses the POSIX locale: a report must not change with the reader's settings.
enum FigureFormat {
    /// Shown for a figure that is undefined (no data of that kind).
    static let missing = "—"

    static func value(_ value: Double?, _ unit: Figure.Unit) -> String {
        guard let value else { return missing }
        switch unit {
        case .ratio: return percent(value)
        case .count: return String(Int(value.rounded()))
        case .seconds: return seconds(value)
        case .realTimeFactor: return fixed(value, 3)
        }
    }

    /// A signed difference: percentage points for ratios, plus the relative change for times.
    static func delta(_ delta: Double?, old: Double?, _ unit: Figure.Unit) -> String {
        guard let delta else { return missing }
        switch unit {
        case .ratio: return signed(fixed(delta * 100, 2)) + " pp"
        case .count: return signed(String(Int(delta.rounded())))
        case .seconds, .realTimeFactor:
            let absolute = signed(unit == .seconds ? seconds(delta) : fixed(delta, 3))
            guard let old, old != 0 else { return absolute }
            return absolute + " (" + signed(fixed(delta / old * 100, 1)) + "%)"
        }
    }

    /// 0.1234 → "12.34%".
    static func percent(_ ratio: Double?) -> String {
        ratio.map { fixed($0 * 100, 2) + "%" } ?? missing
    }

    static func seconds(_ seconds: Double) -> String {
        fixed(seconds, seconds.magnitude < 10 ? 2 : 1) + " s"
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", locale: Locale(identifier: "en_US_POSIX"), value)
    }

    private static func signed(_ text: String) -> String {
        text.hasPrefix("-") ? "−" + text.dropFirst() : "+" + text
    }
}
