/// Why an acoustic model's phone set could not be read from its `mdef` file.
public struct AcousticPhoneSetError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `mdef` file's path, or the name the bytes were given.
    public let source: String
    /// What is wrong, in words.
    public let detail: String

    /// An error about `source`, saying `detail`.
    public init(source: String, detail: String) {
        self.source = source
        self.detail = detail
    }

    /// `source: detail`, as `hark` prints it.
    public var description: String { "\(source): \(detail)" }
}
