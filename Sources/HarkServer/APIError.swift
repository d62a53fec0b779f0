import Foundation
import Hummingbird

/// A request the server refuses, with the status and a message naming the problem. Sent as
/// `{"error": MESSAGE}`, so every client reads failures the same way.
public struct APIError: HTTPResponseError, CustomStringConvertible {
    public var status: HTTPResponse.Status
    public var message: String
    /// Extra headers: `Retry-After` on 503, `WWW-Authenticate` on 401.
    public var headers: HTTPFields

    public init(_ status: HTTPResponse.Status, _ message: String, headers: HTTPFields = [:]) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    public var description: String { "\(status.code) \(message)" }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = JSONBody.response(["error": message], status: status)
        response.headers.append(contentsOf: headers)
        return response
    }

    /// The decoders and their waiting line are full: come back shortly.
    static let busy = APIError(
        .serviceUnavailable, "all decoders are busy and the queue is full; retry shortly",
        headers: [.retryAfter: "1"])
}
