import HarkRecognition
import HarkUnderstanding

/// Whether an utterance heard while a question was open is a new command rather than an answer.
///
/// An answer search can only hear answers or nothing, so a whole request said where an answer was
/// expected becomes the nearest answer ("send a message to Kiki on MonkeyChat saying see you soon"
/// heard as "send it" to "Do you want to order one tomato soup?", and the soup ordered) or nothing
/// at all. The command search hears the same audio as well; when it reads a whole command of some
/// app there, the utterance is that command, as Siri takes a new request in place of an answer.
///
/// An answer is a few words; a command names what to do and, for an app that must be named, the
/// app, so the parser accepting the command search's words is already strong evidence. The
/// comparison with the answer search's words guards the real answers the parser could read as a
/// command too (issue 31, docs/benchmarks.md "Commands put to questions").
public struct CommandOverAnswer: Hashable, Sendable {
    /// The least number of words a command must have more than the answer heard in the same audio.
    /// An answer that is itself a command of the same length (a workout's name read as "start
    /// monkey mile") stays an answer.
    public var minimumExtraWords: Int

    /// A rule asking a command to hold `minimumExtraWords` words more than the answer.
    public init(minimumExtraWords: Int) {
        self.minimumExtraWords = minimumExtraWords
    }

    /// The rule in use unless a caller chooses another.
    public static let standard = CommandOverAnswer(minimumExtraWords: 1)

    /// Whether `command`, the command search's transcript of the utterance, is a new request in
    /// place of `answer`, a closed answer search's transcript of the same audio (empty when it heard
    /// no answer), as `parser` reads it. `answer` is nil for a free-text question, whose search
    /// hears any words, about as many as the command search: there a whole command wins alone, and
    /// so does a reading that addresses an installed app after a connector at its end or start
    /// ("i'd like a minor stroke from soup chef"), though its other words were misheard past parsing.
    public func prefers(_ command: Transcript, over answer: Transcript?, parser: IntentParser) -> Bool {
        guard !command.text.isEmpty else { return false }
        if let answer, command.words.count < answer.words.count + minimumExtraWords { return false }
        if !parser.parse(command.text).isRejected { return true }
        return answer == nil && !parser.appsAddressed(in: command.text).isEmpty
    }
}
