/// A problem in the domain classifier's data or model files, with where it is.
public struct DomainDataError: Error, CustomStringConvertible, Hashable, Sendable {
    /// `file:line` or a file path; empty when there is no file.
    public var location: String
    public var reason: String

    public init(_ location: String, _ reason: String) {
        self.location = location
        self.reason = reason
    }

    public var description: String { location.isEmpty ? reason : "\(location): \(reason)" }
}
