import Foundation
import HarkDefinitions
import HarkIntents
import HarkUnderstanding

/// Turns the parser's parameter values (canonical text) into typed `IntentValue`s, using each
/// parameter's declared type: contacts become unresolved `Person`s, dates become intervals,
/// numbers become numbers.
public struct UnderstoodParameters: Sendable {
    /// The calendar whose time zone dates are read in; it should be the parser's, so that days agree.
    public var calendar: Calendar

    /// A converter reading dates in `calendar`, the parser's default unless given.
    public init(calendar: Calendar = SpokenDateParser.defaultCalendar) {
        self.calendar = calendar
    }

    /// The values of every parameter the intent declares; values that do not fit their type
    /// (which the parser does not produce) are dropped.
    public func parameters(of understanding: Understanding, definition: IntentDefinition) -> IntentParameters {
        var parameters = IntentParameters()
        for (name, values) in understanding.parameters {
            guard let parameter = definition.parameter(named: name) else { continue }
            parameters[name] = values.compactMap { value(of: $0, type: parameter.type) }
        }
        return parameters
    }

    /// `value` as an ``IntentValue`` of `type`: a choice, text, number, duration, date interval, or (for the contact
    /// vocabulary) an unresolved ``Person``; nil when the text does not fit the type.
    public func value(of value: ParameterValue, type: ParameterType) -> IntentValue? {
        switch type {
        case .closedList: return .choice(value.value)
        case .freeText: return .text(value.value)
        case .number: return Double(value.value).map(IntentValue.number)
        case .duration: return ISO8601Duration.seconds(value.value).map(IntentValue.duration)
        case .date: return interval(value.value).map(IntentValue.dateInterval)
        case .vocabulary(let vocabulary):
            // SiriKit's contact vocabulary names people; other vocabularies (workout names, photo
            // albums) name things the app looks up by their text.
            return vocabulary.vocabulary == "contactName"
                ? .person(.unresolved(name: value.value, heard: value.heard)) : .text(value.value)
        }
    }

    /// An ISO 8601 day (`2026-11-20`), days with both ends included (`2026-11-09/2026-11-15`), or
    /// times (`2026-11-21T05:00/2026-11-21T12:00`), as `SpokenDateParser` (HarkUnderstanding) writes them.
    public func interval(_ text: String) -> DateInterval? {
        let ends = text.split(separator: "/").map(String.init)
        guard let first = ends.first, let start = moment(first) else { return nil }
        guard ends.count == 2 else {
            guard ends.count == 1, !first.contains("T") else { return nil }
            return calendar.dateInterval(of: .day, for: start)
        }
        guard let last = moment(ends[1]) else { return nil }
        let end = ends[1].contains("T") ? last : calendar.date(byAdding: .day, value: 1, to: last)!
        return end >= start ? DateInterval(start: start, end: end) : nil
    }

    private func moment(_ text: String) -> Date? {
        let parts = text.split(separator: "T").map(String.init)
        let day = parts[0].split(separator: "-").compactMap { Int($0) }
        guard day.count == 3 else { return nil }
        var components = DateComponents(year: day[0], month: day[1], day: day[2])
        if parts.count == 2 {
            let time = parts[1].split(separator: ":").compactMap { Int($0) }
            guard time.count >= 2 else { return nil }
            components.hour = time[0]
            components.minute = time[1]
        }
        return calendar.date(from: components)
    }
}
