import Foundation

/// A value filled into a template placeholder, typed so the renderer can say it properly.
public enum ResponseArgument: Sendable, Hashable {
    /// Said as written (names, app names, phrases rendered from other keys); trimmed.
    case text(String)
    /// The user's own words, e.g. message content. The template writes the quote marks around
    /// the placeholder ('{content}', « {content} »); this inserts the text, trimmed, without a
    /// final period (a full stop inside quotes is not heard).
    case quote(String)
    /// Items joined "A, B, and C" / "A, B, or C". Must not be empty.
    case list([String], SpokenConjunction)
    /// A whole number in words: "twenty one". A `{name:feminine}` placeholder makes French agree.
    case number(Int)
    /// A time of day: "three fifteen p.m." / "quinze heures quinze".
    case time(Date)
    /// A day relative to now: "today", "yesterday", "on Monday", "on June third".
    case day(Date)
    /// Day and time relative to now: "at three p.m.", "yesterday at noon", "le trois juin à midi".
    case dateTime(Date)
    /// A length of time: "ten minutes", "an hour and a half".
    case duration(TimeInterval)

    /// `.list(items, conjunction)` spelt with its label.
    public static func list(_ items: [String], conjunction: SpokenConjunction) -> ResponseArgument {
        .list(items, conjunction)
    }

    /// The kind's name, for error messages.
    var kind: String {
        switch self {
        case .text: return "text"
        case .quote: return "quote"
        case .list: return "list"
        case .number: return "number"
        case .time: return "time"
        case .day: return "day"
        case .dateTime: return "dateTime"
        case .duration: return "duration"
        }
    }
}
