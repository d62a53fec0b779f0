/// A problem in the domain classifier's data or model files, with where it is.
public struct DomainDataError: Error, CustomStringConvertible, Hashable, Sendable {
    /// `file:line` or a file path; empty when there is no file.
    public var location: String
    /// What is wrong.
    public var reason: String

    /// An error at `location` (empty for none) saying `reason`.
    public init(_ location: String, _ reason: String) {
        self.location = location
        self.reason = reason
    }

    /// `location: reason`, or the reason alone without a location.
    public var description: String { location.isEmpty ? reason : "\(location): \(reason)" }
}
