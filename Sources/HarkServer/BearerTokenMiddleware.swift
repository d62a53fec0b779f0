import Hummingbird

/// Lets through only requests with `Authorization: Bearer TOKEN`; `GET /health` stays open so a
/// supervisor can probe the server without the secret, and the API's description (`GET
/// /openapi.json`, `/openapi.yaml`), which is no secret either.
struct BearerTokenMiddleware<Context: RequestContext>: RouterMiddleware {
    let token: String

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if request.method == .get || request.method == .head,
            Endpoint.allCases.contains(where: { $0.isOpen && $0.path == request.uri.path })
        {
            return try await next(request, context)
        }
        let given = request.headers[.authorization].flatMap { header -> Substring? in
            header.hasPrefix("Bearer ") ? header.dropFirst("Bearer ".count) : nil
        }
        guard let given, Self.equal(Array(given.utf8), Array(token.utf8)) else {
            throw APIError(
                .unauthorized,
                given == nil ? "this server needs Authorization: Bearer TOKEN" : "the bearer token is wrong",
                headers: [.wwwAuthenticate: "Bearer"])
        }
        return try await next(request, context)
    }

    /// Compares every byte whatever the first difference, so the time taken does not tell how
    /// much of a guess was right.
    static func equal(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }
}
