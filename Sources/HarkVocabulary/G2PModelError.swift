/// Why a G2P model could not be loaded, saved or trained.
public struct G2PModelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The model file's path, or `"<memory>"` for bytes not read from a file.
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
