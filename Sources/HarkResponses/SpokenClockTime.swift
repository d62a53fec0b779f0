import Foundation
import HarkDefinitions
import HarkSupport

/// A time of day as it is said: American English on the 12-hour clock ("three p.m.", "three
/// fifteen p.m.", "three oh five p.m.", "noon", "midnight"), French on the 24-hour clock
/// ("quinze heures", "quinze heures quinze", "midi", "minuit cinq"). Seconds are not said.
public struct SpokenClockTime: Sendable, Hashable {
    /// The language the time is said in.
    public let language: ResponseLanguage
    /// The time zone whose clock is read: the user's.
    public let timeZone: TimeZone

    /// Times said in `language` on the clock of `timeZone`.
    public init(language: ResponseLanguage, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
    }

    /// The hour and minute of `date` in ``timeZone``, said: "three fifteen p.m.", "quinze heures quinze".
    public func spoken(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return spoken(hour: parts.hour ?? 0, minute: parts.minute ?? 0)
    }

    /// `hour` 0…23, `minute` 0…59.
    public func spoken(hour: Int, minute: Int) -> String {
        switch language {
        case .englishUS: return english(hour: hour, minute: minute)
        case .frenchFrance: return french(hour: hour, minute: minute)
        }
    }

    private func english(hour: Int, minute: Int) -> String {
        if minute == 0 && hour == 0 { return "midnight" }
        if minute == 0 && hour == 12 { return "noon" }
        let hourOnDial = hour % 12 == 0 ? 12 : hour % 12
        var words = [EnglishNumberWords.cardinal(hourOnDial)]
        if minute > 0 && minute < 10 { words.append("oh") }
        if minute > 0 { words.append(EnglishNumberWords.cardinal(minute)) }
        words.append(hour < 12 ? "a.m." : "p.m.")
        return words.joined(separator: " ")
    }

    /// Hours and minutes are feminine in French: "vingt et une heures une".
    private func french(hour: Int, minute: Int) -> String {
        var words: [String]
        switch hour {
        case 0: words = ["minuit"]
        case 12: words = ["midi"]
        default: words = [FrenchNumberWords.cardinal(hour, gender: .feminine), hour == 1 ? "heure" : "heures"]
        }
        if minute > 0 { words.append(FrenchNumberWords.cardinal(minute, gender: .feminine)) }
        return words.joined(separator: " ")
    }
}
