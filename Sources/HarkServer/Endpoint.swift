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

    public var method: HTTPRequest.Method {
        switch self {
        case .health, .session: .get
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
        }
    }
}
