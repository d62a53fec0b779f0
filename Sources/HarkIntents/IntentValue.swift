import Foundation

/// One value of an intent parameter or response property, as the engine carries it between the
/// parser, the app's handlers and the dialog. Typed intents (``SendMessageIntent``, …) read and
/// write these through typed properties; the engine needs only to store them, compare them and
/// name them in speech.
public enum IntentValue: Hashable, Sendable {
    /// Free text: message content, an unresolved name of a thing.
    case text(String)
    /// A number, e.g. a goal of 2 (miles).
    case number(Double)
    /// A closed-list value by its canonical name, e.g. a message attribute `unread`.
    case choice(String)
    /// Someone: a recipient or sender, resolved or not.
    case person(Person)
    /// A span of time: a day, several days, or part of a day.
    case dateInterval(DateInterval)
    /// A length of time in seconds, e.g. a goal of "thirty minutes" is 1800.
    case duration(TimeInterval)
    /// An app-defined thing a handler resolved: a soup, a workout.
    case object(IntentObject)
    /// A message a search found or a send produced.
    case message(IntentMessage)

    /// The words to say for the value when no template formats it specially: a person's display
    /// name, a number as digits (the response layer spells numbers out), a choice's name.
    public var displayText: String {
        switch self {
        case .text(let text): text
        case .number(let number):
            number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .choice(let name): name
        case .person(let person): person.displayName
        case .dateInterval(let interval):
            ISO8601DateFormatter().string(from: interval.start) + "/"
                + ISO8601DateFormatter().string(from: interval.end)
        case .duration(let seconds): "\(Int(seconds.rounded())) s"
        case .object(let object): object.displayName
        case .message(let message): message.content
        }
    }

    /// The text of a `.text` value, else nil.
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// The number of a `.number` value, else nil.
    public var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The canonical name of a `.choice` value, else nil.
    public var choice: String? {
        if case .choice(let choice) = self { return choice }
        return nil
    }

    /// The person of a `.person` value, else nil.
    public var person: Person? {
        if case .person(let person) = self { return person }
        return nil
    }

    /// The span of a `.dateInterval` value, else nil.
    public var dateInterval: DateInterval? {
        if case .dateInterval(let interval) = self { return interval }
        return nil
    }

    /// The seconds of a `.duration` value, else nil.
    public var duration: TimeInterval? {
        if case .duration(let seconds) = self { return seconds }
        return nil
    }

    /// The object of an `.object` value, else nil.
    public var object: IntentObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The message of a `.message` value, else nil.
    public var message: IntentMessage? {
        if case .message(let message) = self { return message }
        return nil
    }
}
