import Foundation
import HarkDefinitions
import HarkSupport

/// A length of time as it is said, to the precision a listener cares about: seconds under a
/// minute, minutes and seconds under an hour, hours and minutes under a day, then days and hours.
/// Halves are said as halves: "an hour and a half", "two and a half minutes"; French "une heure
/// et demie", "deux minutes et demie", "dix minutes". The sign is ignored (a duration is a length).
public struct SpokenDuration: Sendable, Hashable {
    /// The language the duration is said in.
    public let language: ResponseLanguage

    /// Durations said in `language`.
    public init(language: ResponseLanguage) {
        self.language = language
    }

    private enum Unit {
        case second, minute, hour, day
    }

    /// `duration` (seconds; the sign is ignored) said to a listener's precision: "forty five seconds", "an hour and a
    /// half", "two days and three hours".
    public func spoken(_ duration: TimeInterval) -> String {
        let seconds = Int(abs(duration).rounded())
        switch seconds {
        case ..<60: return amount(seconds, .second)
        case ..<3600: return combine(seconds / 60, .minute, seconds % 60, .second, halfIs: 30)
        case ..<86400:
            let minutes = (seconds + 30) / 60
            return combine(minutes / 60, .hour, minutes % 60, .minute, halfIs: 30)
        default:
            let hours = (seconds + 1800) / 3600
            return combine(hours / 24, .day, hours % 24, .hour, halfIs: nil)
        }
    }

    /// "two hours and ten minutes", "two hours", or the half form when `small` is half a `large`.
    private func combine(_ large: Int, _ largeUnit: Unit, _ small: Int, _ smallUnit: Unit, halfIs: Int?) -> String {
        if small == 0 { return amount(large, largeUnit) }
        if small == halfIs { return half(large, largeUnit) }
        let and = language == .englishUS ? "and" : "et"
        return "\(amount(large, largeUnit)) \(and) \(amount(small, smallUnit))"
    }

    private func amount(_ count: Int, _ unit: Unit) -> String {
        switch language {
        case .englishUS:
            if count == 1 { return unit == .hour ? "an hour" : "a \(englishName(unit))" }
            return "\(EnglishNumberWords.cardinal(count)) \(englishName(unit))s"
        case .frenchFrance:
            let gender: SpokenGender = unit == .day ? .masculine : .feminine
            let noun = frenchName(unit) + (language.takesSingular(count) ? "" : "s")
            return "\(FrenchNumberWords.cardinal(count, gender: gender)) \(noun)"
        }
    }

    private func half(_ count: Int, _ unit: Unit) -> String {
        switch language {
        case .englishUS:
            if count == 1 { return "\(amount(1, unit)) and a half" }
            return "\(EnglishNumberWords.cardinal(count)) and a half \(englishName(unit))s"
        case .frenchFrance:
            // "demie" agrees with heure and minute, both feminine; days are never halved here.
            return "\(amount(count, unit)) et demie"
        }
    }

    private func englishName(_ unit: Unit) -> String {
        switch unit {
        case .second: return "second"
        case .minute: return "minute"
        case .hour: return "hour"
        case .day: return "day"
        }
    }

    private func frenchName(_ unit: Unit) -> String {
        switch unit {
        case .second: return "seconde"
        case .minute: return "minute"
        case .hour: return "heure"
        case .day: return "jour"
        }
    }
}
