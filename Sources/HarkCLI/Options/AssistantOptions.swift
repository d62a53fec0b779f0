import ArgumentParser
import Hark

/// How the commands that hold a conversation (`ask`, `converse`) print its turns. Their reply
/// language and confirmations are groups of their own beside this one, not inside it: each level
/// of groups multiplies a debug build's ArgumentParser checks (``Pipelined``).
struct AssistantOptions: ParsableArguments {
    @Flag(
        help:
            "Print one JSON object per turn: transcript, domain, app, intent, parameters, resolution, response, confidence."
    )
    var json = false

    @Flag(
        inversion: .prefixedNo,
        help: "Before each reply to audio, print 'heard: …', what the recognizer heard (plain text only).")
    var heard = true

    /// What a turn prints: the JSON object, or the reply's words after what was heard when the
    /// turn was audio ("heard:" with nothing after it when the recognizer heard nothing).
    func lines(for reply: AssistantReply, fromAudio: Bool) -> [String] {
        if json { return [JSONLine.encode(reply)] }
        let said = fromAudio && heard ? ["heard: \(reply.transcript)".trimmingCharacters(in: .whitespaces)] : []
        return said + [reply.response.text]
    }
}
