/// Why a G2P model could not be loaded, saved or trained.
public struct G2PModelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The model file's path, or `"<memory>"` for bytes not read from a file.
    public let source: String
    public let detail: String

    public init(source: String, detail: String) {
        self.source = source
        self.detail = detail
    }

    public var description: String { "\(source): \(detail)" }
}
