/// Why an acoustic model's phone set could not be read from its `mdef` file.
public struct AcousticPhoneSetError: Error, Equatable, Sendable, CustomStringConvertible {
    public let source: String
    public let detail: String

    public init(source: String, detail: String) {
        self.source = source
        self.detail = detail
    }

    public var description: String { "\(source): \(detail)" }
}
