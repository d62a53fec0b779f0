import Hummingbird

/// Every operation of the API, the one list both the router and the OpenAPI check
/// (docs/openapi.yaml) are held to.
public enum Endpoint: CaseIterable, Sendable {
    case health
    case transcribe
    case understand
    case ask
    case createSession
    case session
    case endSession
    case turn
    /// docs/openapi.yaml itself, as JSON and as the YAML it is written in.
    case openAPIJSON
    case openAPIYAML

    public var method: HTTPRequest.Method {
        switch self {
        case .health, .session, .openAPIJSON, .openAPIYAML: .get
        case .transcribe, .understand, .ask, .createSession, .turn: .post
        case .endSession: .delete
        }
    }

    /// The path as OpenAPI writes it (`{id}`), which Hummingbird's router reads the same way.
    public var path: String {
        switch self {
        case .health: "/health"
        case .transcribe: "/v1/transcribe"
        case .understand: "/v1/understand"
        case .ask: "/v1/ask"
        case .createSession: "/v1/sessions"
        case .session, .endSession: "/v1/sessions/{id}"
        case .turn: "/v1/sessions/{id}/turns"
        case .openAPIJSON: "/openapi.json"
        case .openAPIYAML: "/openapi.yaml"
        }
    }

    /// Reachable without the bearer token: a supervisor's probe, and the description of the API.
    public var isOpen: Bool {
        switch self {
        case .health, .openAPIJSON, .openAPIYAML: true
        default: false
        }
    }

    /// The methods routed on `path` (a request's path, `{id}` standing for any one segment), in
    /// the order the API lists them; empty when no operation has that path. Segments are split as
    /// the router splits them, empty ones left out.
    public static func methods(on path: String) -> [HTTPRequest.Method] {
        let segments = path.split(separator: "/")
        return allCases.filter { endpoint in
            let template = endpoint.path.split(separator: "/")
            return template.count == segments.count
                && zip(template, segments).allSatisfy { pattern, segment in
                    pattern.hasPrefix("{") || pattern == segment
                }
        }.map(\.method)
    }
}
