/// A language Hark can answer in. Each one needs its own spoken-formatting rules (numbers, times,
/// days, durations, lists — written in code, see the `Spoken…` types) and its own response file
/// `Models/responses/<code>.yaml`, so the set is closed.
public enum ResponseLanguage: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// American English, `en-US`.
    case englishUS = "en-US"
    /// French of France, `fr-FR`.
    case frenchFrance = "fr-FR"

    /// The BCP 47 code, also the response file's name without `.yaml`.
    public var code: String { rawValue }

    /// The BCP 47 code, as ``code``.
    public var description: String { rawValue }

    /// Reads a language setting: `en-US`, `fr-FR`, a bare `en`/`fr` (each has one region), with `_`
    /// instead of `-`, in any case. Anything else is an error listing the languages there are.
    public init(code: String) throws(ResponseError) {
        let normalized = code.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "_", with: "-")
            .lowercased()
        for language in Self.allCases {
            let full = language.rawValue.lowercased()
            let bare = String(full.prefix { $0 != "-" })
            if normalized == full || normalized == bare {
                self = language
                return
            }
        }
        let available = Self.allCases.map(\.rawValue).joined(separator: ", ")
        throw ResponseError("unknown response language '\(code)' (available: \(available))")
    }

    /// Whether a count of `count` takes the singular form of a noun: English only for one, French
    /// for zero and one ("zéro message", "un message") — the CLDR `one` category for whole numbers.
    public func takesSingular(_ count: Int) -> Bool {
        switch self {
        case .englishUS: return count.magnitude == 1
        case .frenchFrance: return count.magnitude <= 1
        }
    }
}
