/// Settings that cannot be read or written, naming the file.
public struct AssistantSettingsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The settings file.
    public var path: String
    /// Why it could not be read or written: invalid JSON, a missing key, a wrong type at a key path, or the file
    /// system's reason.
    public var reason: String

    /// `path: reason`, as `hark` prints it.
    public var description: String { "\(path): \(reason)" }
}
