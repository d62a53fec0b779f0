import Foundation

/// Reads spoken dates relative to a reference moment — "yesterday", "this morning", "last week",
/// "last monday", "on june third", "the fifth of may", "three days ago" — into ISO 8601 text: a day
/// (`2026-11-20`), a range of days with both ends included (`2026-11-09/2026-11-15`), or a part of
/// a day (`2026-11-21T05:00/2026-11-21T12:00`).
///
/// Where speech leaves the direction open the past is chosen ("monday" is the latest Monday up to
/// today, "june third" is in the reference year), because the intents at hand search for messages.
public struct SpokenDateParser: Sendable {
    /// The moment "today", "yesterday" and "three days ago" count from.
    public var referenceDate: Date
    /// The calendar whose days, weeks and time zone are used.
    public var calendar: Calendar

    /// A parser counting from `referenceDate` in `calendar`.
    public init(referenceDate: Date, calendar: Calendar = Self.defaultCalendar) {
        self.referenceDate = referenceDate
        self.calendar = calendar
    }

    /// Gregorian, weeks starting on Monday (ISO 8601), in the local time zone.
    public static var defaultCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.firstWeekday = 2
        calendar.minimumDaysInFirstWeek = 4
        return calendar
    }

    static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
    static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december",
    ]
    /// Parts of a day as hour ranges; night runs past midnight.
    static let partsOfDay: [String: (start: Int, end: Int)] = [
        "morning": (5, 12), "afternoon": (12, 17), "evening": (17, 21), "night": (21, 29),
    ]

    /// The ISO 8601 value, or nil unless all the words are part of a date.
    public func value(of words: some Collection<String>) -> String? {
        let words = Array(words)
        guard !words.isEmpty else { return nil }
        let today = calendar.startOfDay(for: referenceDate)
        switch words {
        case ["today"], ["earlier", "today"]: return day(today)
        case ["yesterday"]: return day(adding(-1, .day, to: today))
        case ["tomorrow"]: return day(adding(1, .day, to: today))
        case ["tonight"]: return partOfDay("night", of: today)
        case ["the", "day", "before", "yesterday"], ["day", "before", "yesterday"]:
            return day(adding(-2, .day, to: today))
        case ["the", "day", "after", "tomorrow"], ["day", "after", "tomorrow"]:
            return day(adding(2, .day, to: today))
        default: break
        }
        if words.count == 2, Self.partsOfDay[words[1]] != nil {
            switch words[0] {
            case "this", "today": return partOfDay(words[1], of: today)
            case "yesterday": return partOfDay(words[1], of: adding(-1, .day, to: today))
            case "tomorrow": return partOfDay(words[1], of: adding(1, .day, to: today))
            case "last" where words[1] == "night": return partOfDay("night", of: adding(-1, .day, to: today))
            default: return nil
            }
        }
        if words.count == 2, let offset = ["last": -1, "past": -1, "this": 0, "next": 1][words[0]] {
            switch words[1] {
            case "week": return period(.weekOfYear, offset: offset, from: today)
            case "month": return period(.month, offset: offset, from: today)
            case "year": return period(.year, offset: offset, from: today)
            case "weekend": return weekend(offset: offset, from: today)
            default: break
            }
        }
        if let weekday = weekdayValue(words, today: today) { return weekday }
        if let ago = relative(words, today: today) { return ago }
        return calendarDay(words, today: today)
    }

    // MARK: Forms

    /// "monday", "last monday", "this friday", "next tuesday".
    private func weekdayValue(_ words: [String], today: Date) -> String? {
        guard let last = words.last, let weekday = Self.weekdays.firstIndex(of: last), words.count <= 2 else {
            return nil
        }
        let todayWeekday = calendar.component(.weekday, from: today) - 1
        let back = (todayWeekday - weekday + 7) % 7
        switch words.count == 2 ? words[0] : "" {
        case "": return day(adding(-back, .day, to: today))
        case "last": return day(adding(-(back == 0 ? 7 : back), .day, to: today))
        case "next":
            let forward = (weekday - todayWeekday + 7) % 7
            return day(adding(forward == 0 ? 7 : forward, .day, to: today))
        case "this":
            return weekdayDate(weekday + 1, inWeekOf: today).map(day)
        default: return nil
        }
    }

    /// "three days ago", "a week ago", "in two days", "in a month".
    private func relative(_ words: [String], today: Date) -> String? {
        let units: [String: Calendar.Component] = [
            "day": .day, "days": .day, "week": .weekOfYear, "weeks": .weekOfYear, "month": .month, "months": .month,
            "year": .year, "years": .year,
        ]
        let amountWords: ArraySlice<String>
        let sign: Int
        if words.count >= 3, words.last == "ago" {
            amountWords = words.dropLast(2)
            sign = -1
        } else if words.count >= 3, words.first == "in" {
            amountWords = words.dropFirst().dropLast()
            sign = 1
        } else {
            return nil
        }
        guard let unit = units[words[sign < 0 ? words.count - 2 : words.count - 1]] else { return nil }
        let amount: Int
        if amountWords == ["a"] || amountWords == ["an"] {
            amount = 1
        } else if let value = SpokenNumberParser.integer(amountWords) {
            amount = value
        } else {
            return nil
        }
        return day(adding(sign * amount, unit, to: today))
    }

    /// "june third", "june the third", "the third of june", "third of june", "the third",
    /// "june 3rd", "june three".
    private func calendarDay(_ words: [String], today: Date) -> String? {
        var rest = words[...]
        var month: Int?
        var dayNumber: Int?
        if let first = rest.first, let index = Self.months.firstIndex(of: first) {
            month = index + 1
            rest = rest.dropFirst()
            if rest.first == "the" { rest = rest.dropFirst() }
            dayNumber = SpokenNumberParser.ordinal(of: rest) ?? SpokenNumberParser.integer(rest)
        } else {
            if rest.first == "the" { rest = rest.dropFirst() }
            if let of = rest.firstIndex(of: "of") {
                guard of + 2 == words.count, let index = Self.months.firstIndex(of: words[of + 1]) else { return nil }
                month = index + 1
                dayNumber = SpokenNumberParser.ordinal(of: rest[..<of])
            } else {
                guard words.first == "the" else { return nil }
                dayNumber = SpokenNumberParser.ordinal(of: rest)
            }
        }
        guard let dayNumber, (1...31).contains(dayNumber) else { return nil }
        var components = calendar.dateComponents([.year, .month], from: today)
        if let month { components.month = month }
        components.day = dayNumber
        guard let date = calendar.date(from: components),
            calendar.component(.day, from: date) == dayNumber
        else { return nil }
        return day(date)
    }

    // MARK: Formatting

    private func adding(_ amount: Int, _ component: Calendar.Component, to date: Date) -> Date {
        calendar.date(byAdding: component, value: amount, to: date) ?? date
    }

    private func day(_ date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    private func dateTime(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return day(date) + String(format: "T%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    private func partOfDay(_ name: String, of day: Date) -> String? {
        guard let hours = Self.partsOfDay[name] else { return nil }
        return dateTime(adding(hours.start, .hour, to: day)) + "/" + dateTime(adding(hours.end, .hour, to: day))
    }

    private func period(_ component: Calendar.Component, offset: Int, from today: Date) -> String? {
        guard let interval = calendar.dateInterval(of: component, for: adding(offset, component, to: today)) else {
            return nil
        }
        return day(interval.start) + "/" + day(adding(-1, .day, to: interval.end))
    }

    private func weekend(offset: Int, from today: Date) -> String? {
        guard let week = calendar.dateInterval(of: .weekOfYear, for: adding(offset, .weekOfYear, to: today)) else {
            return nil
        }
        guard let saturday = weekdayDate(7, inWeekOf: week.start) else { return nil }
        return day(saturday) + "/" + day(adding(1, .day, to: saturday))
    }

    /// The day of the calendar week containing `date` that falls on `weekday` (1 = Sunday).
    private func weekdayDate(_ weekday: Int, inWeekOf date: Date) -> Date? {
        guard let week = calendar.dateInterval(of: .weekOfYear, for: date) else { return nil }
        return (0..<7).map { adding($0, .day, to: week.start) }.first {
            calendar.component(.weekday, from: $0) == weekday
        }
    }
}
