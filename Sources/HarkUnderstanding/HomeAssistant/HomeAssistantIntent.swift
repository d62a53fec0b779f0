import HarkDefinitions
import HarkSupport

/// A reading of Home Assistant's templates as Home Assistant runs it: its intent's name
/// (`HassTurnOn`) and slots under its own names, `name` holding the entity's id with the words
/// heard beside it, numbers as numbers. What `hark understand --json` adds and `hark wyoming`
/// sends in an `intent` event.
public struct HomeAssistantIntent: Codable, Hashable, Sendable {
    /// One slot: its value (the entity id for `name`, a number for a number) and the words heard.
    public struct Slot: Codable, Hashable, Sendable {
        public var value: JSONValue
        public var text: String

        public init(value: JSONValue, text: String) {
            self.value = value
            self.text = text
        }
    }

    public var name: String
    public var slots: [String: Slot]

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
