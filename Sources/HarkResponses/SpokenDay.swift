import Foundation
import HarkDefinitions
import HarkSupport

/// A date said relative to today, as an adverbial that fits after a verb: "today", "yesterday",
/// "tomorrow", "on Monday" within six days either way, else "on June third" (with the year when
/// it is not this year); French "aujourd'hui", "hier", "demain", "lundi", "le trois juin",
/// "le premier juin". Days are calendar days in `timeZone`, the user's.
public struct SpokenDay: Sendable, Hashable {
    /// The language the day is said in.
    public let language: ResponseLanguage
    /// The time zone whose calendar days are counted: the user's.
    public let timeZone: TimeZone

    /// Days said in `language`, counted in `timeZone`.
    public init(language: ResponseLanguage, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
    }

    /// `date` said from the point of view of `reference` (now).
    public func spoken(_ date: Date, relativeTo reference: Date) -> String {
        spoken(date, relativeTo: reference, omittingToday: false) ?? ""
    }

    /// Nil for today when `omittingToday` (a time alone says "today" already).
    func spoken(_ date: Date, relativeTo reference: Date, omittingToday: Bool) -> String? {
        let calendar = self.calendar
        let offset =
            calendar.dateComponents(
                [.day], from: calendar.startOfDay(for: reference), to: calendar.startOfDay(for: date)
            ).day ?? 0
        let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
        let referenceYear = calendar.component(.year, from: reference)
        switch (language, offset) {
        case (_, 0) where omittingToday: return nil
        case (.englishUS, 0): return "today"
        case (.englishUS, -1): return "yesterday"
        case (.englishUS, 1): return "tomorrow"
        case (.frenchFrance, 0): return "aujourd'hui"
        case (.frenchFrance, -1): return "hier"
        case (.frenchFrance, 1): return "demain"
        default: break
        }
        let weekday = (parts.weekday ?? 1) - 1
        let month = (parts.month ?? 1) - 1
        let day = parts.day ?? 1
        let year = parts.year ?? referenceYear
        let number = SpokenNumber(language: language)
        let yearWords = year == referenceYear ? nil : number.year(year)
        switch language {
        case .englishUS:
            if (-6...6).contains(offset) { return "on \(Self.englishWeekdays[weekday])" }
            let date = "on \(Self.englishMonths[month]) \(EnglishNumberWords.ordinal(day))"
            return yearWords.map { "\(date) \($0)" } ?? date
        case .frenchFrance:
            if (-6...6).contains(offset) { return Self.frenchWeekdays[weekday] }
            let dayWords = day == 1 ? "premier" : FrenchNumberWords.cardinal(day)
            let date = "le \(dayWords) \(Self.frenchMonths[month])"
            return yearWords.map { "\(date) \($0)" } ?? date
        }
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    // Written out rather than taken from the system locale so the words cannot change with the
    // machine's ICU data. Weekdays start on Sunday like `Calendar.Component.weekday`.
    private static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    private static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    private static let frenchWeekdays = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"]
    private static let frenchMonths = [
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
        "décembre",
    ]
}
