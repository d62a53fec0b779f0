import HarkDefinitions
import HarkSupport

/// A reading of Home Assistant's templates as Home Assistant runs it: its intent's name
/// (`HassTurnOn`) and slots under its own names, `name` holding the entity's id with the words
/// heard beside it, numbers as numbers. What `hark understand --json` adds and `hark wyoming`
/// sends in an `intent` event.
public struct HomeAssistantIntent: Codable, Hashable, Sendable {
    /// One slot: its value (the entity id for `name`, a number for a number) and the words heard.
    public struct Slot: Codable, Hashable, Sendable {
        /// What Home Assistant runs with: the entity id, the list's value, a number.
        public var value: JSONValue
        /// The words heard for it (empty for a value the sentence's data block sets).
        public var text: String

        /// A slot of `value`, heard as `text`.
        public init(value: JSONValue, text: String) {
            self.value = value
            self.text = text
        }
    }

    /// Home Assistant's intent name (`HassTurnOn`).
    public var name: String
    /// The slots by Home Assistant's names (`name`, `area`, `brightness`).
    public var slots: [String: Slot]

    /// An intent of the given parts.
    public init(name: String, slots: [String: Slot]) {
        self.name = name
        self.slots = slots
    }

    /// The intent of `understanding` when Home Assistant's templates were read; nil for another
    /// app's reading and for none.
    public init?(_ understanding: Understanding) {
        guard understanding.app == HomeAssistantApp.appName, !understanding.isNone else { return nil }
        name = HomeAssistantApp.intentName(understanding.intent)
        var slots: [String: Slot] = [:]
        for (parameter, values) in understanding.parameters {
            guard let first = values.first else { continue }
            slots[parameter] = Slot(value: Self.value(first.value), text: first.heard)
        }
        self.slots = slots
    }

    /// A number when the value is one ("50", "21.5"), else the text.
    static func value(_ text: String) -> JSONValue {
        if let integer = Int(text) { return .number(Double(integer)) }
        if let double = Double(text), double.isFinite, text.contains(".") { return .number(double) }
        return .string(text)
    }
}
