import Foundation

/// When something happened, day and time together, as an adverbial: "at three fifteen p.m." for
/// today (the day goes without saying), "yesterday at three fifteen p.m.", "on Monday at noon",
/// "on June third at nine a.m."; French "à quinze heures quinze", "hier à midi", "lundi à neuf
/// heures", "le trois juin à neuf heures".
public struct SpokenDateTime: Sendable, Hashable {
    /// The language the moment is said in.
    public let language: ResponseLanguage
    /// The time zone whose days and clock are used: the user's.
    public let timeZone: TimeZone

    /// Moments said in `language`, days and times read in `timeZone`.
    public init(language: ResponseLanguage, timeZone: TimeZone) {
        self.language = language
        self.timeZone = timeZone
    }

    /// `date` said as day and time from the point of view of `reference` (now); the day is left out when it is today.
    public func spoken(_ date: Date, relativeTo reference: Date) -> String {
        let time = SpokenClockTime(language: language, timeZone: timeZone).spoken(date)
        let preposition = language == .englishUS ? "at" : "à"
        let day = SpokenDay(language: language, timeZone: timeZone)
            .spoken(date, relativeTo: reference, omittingToday: true)
        return [day, preposition, time].compactMap { $0 }.joined(separator: " ")
    }
}
