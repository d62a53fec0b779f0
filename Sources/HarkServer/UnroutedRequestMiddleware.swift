import Hummingbird

/// Answers what the router has no handler for with the API's JSON error instead of Hummingbird's
/// bare 404: 404 for a path no operation has, 405 with `Allow` for a method the path does not take
/// (TRACE, PUT, …), and `OPTIONS` with 204 and `Allow`.
///
/// It acts only on the router's own "not found", after routing, so a routed request is never
/// second-guessed; a handler's 404 (no such session) is an ``APIError`` and passes through.
struct UnroutedRequestMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            let methods = Endpoint.methods(on: request.uri.path)
            if request.method == .options && !methods.isEmpty {
                return Response(status: .noContent, headers: [.allow: Self.allowHeader(methods)])
            }
            throw Self.refusal(request.method, request.uri.path, routed: methods)
        }
    }

    /// The error for `method` on `path`, which the router found no handler for; `routed` are the
    /// methods the API has on that path.
    static func refusal(_ method: HTTPRequest.Method, _ path: String, routed: [HTTPRequest.Method]) -> APIError {
        guard !routed.isEmpty, !routed.contains(method) else {
            return APIError(.notFound, "no such route: \(method.rawValue) \(path) (the API: GET /openapi.json)")
        }
        let allow = allowHeader(routed)
        return APIError(
            .methodNotAllowed, "\(method.rawValue) is not allowed on \(path); it takes \(allow)",
            headers: [.allow: allow])
    }

    /// The methods as `Allow` lists them: HEAD wherever GET is (the router answers it), OPTIONS.
    static func allowHeader(_ methods: [HTTPRequest.Method]) -> String {
        var listed = methods
        if listed.contains(.get) { listed.append(.head) }
        listed.append(.options)
        return listed.map(\.rawValue).joined(separator: ", ")
    }
}
