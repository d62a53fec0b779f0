/// Why a trained wake word detector could not be built or could not hear audio: a missing or
/// wrong runtime library or model, named with the setting that chose it. The caller adds the
/// audio file's name.
public struct WakeModelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, naming the file and its setting.
    public let reason: String

    /// An error saying `reason`.
    public init(_ reason: String) { self.reason = reason }

    /// `wake model: REASON`.
    public var description: String { "wake model: \(reason)" }
}
