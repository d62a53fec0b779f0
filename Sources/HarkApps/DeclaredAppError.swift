/// A declared app's folder cannot be used: the file at fault and why, as `hark apps add` prints it.
public struct DeclaredAppError: Error, CustomStringConvertible, Equatable {
    /// The file (or folder) at fault.
    public var file: String
    /// What is wrong with it.
    public var reason: String

    /// An error about `file`.
    public init(_ file: String, _ reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): \(reason)" }
}
