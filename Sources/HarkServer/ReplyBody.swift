import Hark

/// The answer of `POST /v1/ask` and of a session's turn: the reply as `hark ask --json` prints it,
/// and the session it belongs to. Further fields of a reply go here, beside `session`.
struct ReplyBody: Encodable {
    var reply: AssistantReply
    var session: String?

    private enum CodingKeys: String, CodingKey {
        case session
    }

    func encode(to encoder: any Encoder) throws {
        try reply.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(session, forKey: .session)
    }
}
