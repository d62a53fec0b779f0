import Foundation

/// A value a configuration setting holds, written as a profile file's scalar or a flag's
/// argument: numbers, whole numbers, true/false, names, lists of names, or `none` for an optional
/// value that is off.
public protocol ConfigurationValue: Sendable, Equatable {
    /// Parses the text a profile or a flag gives; nil when it is not such a value.
    init?(configurationText text: String)
    /// The text that parses back to this value.
    var configurationText: String { get }
    /// Whether some text parses to this value: false for a number that is infinite or NaN.
    var isRepresentable: Bool { get }
}

extension ConfigurationValue {
    /// See ``ConfigurationValue/isRepresentable``.
    public var isRepresentable: Bool { true }
}

extension Double: ConfigurationValue {
    /// See ``ConfigurationValue/init(configurationText:)``.
    public init?(configurationText text: String) {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        self = value
    }
    /// See ``ConfigurationValue/configurationText``.
    public var configurationText: String {
        self == rounded() && abs(self) < 1e6 ? String(Int(self)) : "\(self)"
    }
    /// See ``ConfigurationValue/isRepresentable``.
    public var isRepresentable: Bool { isFinite }
}

extension Int: ConfigurationValue {
    /// See ``ConfigurationValue/init(configurationText:)``.
    public init?(configurationText text: String) {
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)) else { return nil }
        self = value
    }
    /// See ``ConfigurationValue/configurationText``.
    public var configurationText: String { String(self) }
}

extension Bool: ConfigurationValue {
    /// See ``ConfigurationValue/init(configurationText:)``.
    public init?(configurationText text: String) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "true", "yes", "on": self = true
        case "false", "no", "off": self = false
        default: return nil
        }
    }
    /// See ``ConfigurationValue/configurationText``.
    public var configurationText: String { self ? "true" : "false" }
}

extension String: ConfigurationValue {
    /// See ``ConfigurationValue/init(configurationText:)``.
    public init?(configurationText text: String) { self = text }
    /// See ``ConfigurationValue/configurationText``.
    public var configurationText: String { self }
}

extension Array: ConfigurationValue where Element == String {
    /// A comma-separated list (a profile's YAML sequence arrives joined so), bracketed or not, as
    /// `hark config show` prints it (`[a, b]`); empty text, `[]` and `none` are the empty list.
    public init?(configurationText text: String) {
        var list = text.trimmingCharacters(in: .whitespaces)
        if list.hasPrefix("["), list.hasSuffix("]") { list = String(list.dropFirst().dropLast()) }
        if list.lowercased() == "none" { list = "" }
        self = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
    /// See ``ConfigurationValue/configurationText``.
    public var configurationText: String { joined(separator: ",") }
}

extension Optional: ConfigurationValue where Wrapped: ConfigurationValue {
    /// `none` (or YAML's `null` and `~`) is nil.
    public init?(configurationText text: String) {
        if ["none", "null", "~"].contains(text.trimmingCharacters(in: .whitespaces).lowercased()) {
            self = .none
        } else if let value = Wrapped(configurationText: text) {
            self = .some(value)
        } else {
            return nil
        }
    }
    /// See ``ConfigurationValue/configurationText``.
    public var configurationText: String { map(\.configurationText) ?? "none" }
    /// See ``ConfigurationValue/isRepresentable``.
    public var isRepresentable: Bool { map(\.isRepresentable) ?? true }
}

extension CommandSearchConfiguration.Mode: ConfigurationValue {
    /// See ``ConfigurationValue/init(configurationText:)``.
    public init?(configurationText text: String) {
        self.init(rawValue: text.trimmingCharacters(in: .whitespaces))
    }
    /// See ``ConfigurationValue/configurationText``.
    public var configurationText: String { rawValue }
}

extension WakeWordSettings.Scoring: ConfigurationValue {
    /// See ``ConfigurationValue/init(configurationText:)``.
    public init?(configurationText text: String) {
        self.init(rawValue: text.trimmingCharacters(in: .whitespaces))
    }
    /// See ``ConfigurationValue/configurationText``.
    public var configurationText: String { rawValue }
}

extension VoiceActivityDetection: ConfigurationValue {
    /// See ``ConfigurationValue/init(configurationText:)``.
    public init?(configurationText text: String) {
        self.init(rawValue: text.trimmingCharacters(in: .whitespaces))
    }
    /// See ``ConfigurationValue/configurationText``.
    public var configurationText: String { rawValue }
}
