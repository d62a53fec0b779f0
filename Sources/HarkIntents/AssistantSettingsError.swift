/// Settings that cannot be read or written, naming the file.
public struct AssistantSettingsError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}
