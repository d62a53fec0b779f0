/// Where an app's name was heard: `start..<end` in the transcript's words, which may begin with a
/// connector ("on", "with") when the name is said where the template leaves it open.
struct AppMention: Sendable {
    var start: Int
    var nameStart: Int
    var end: Int
    var similarity: Double

    var hasConnector: Bool { nameStart > start }
}
