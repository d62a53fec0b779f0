import ArgumentParser
import Hark

/// Options of the commands that hold a conversation (`ask`, `converse`).
struct AssistantOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Response language, e.g. en-US or fr-FR.",
            discussion: "Default: the device setting (hark device language).",
            valueName: "code"))
    var language: String?

    @Flag(
        help:
            "Print one JSON object per turn: transcript, domain, app, intent, parameters, resolution, response, confidence."
    )
    var json = false

    @Flag(
        inversion: .prefixedNo,
        help: "Before each reply to audio, print 'heard: …', what the recognizer heard (plain text only).")
    var heard = true

    @Option(
        help: ArgumentHelp(
            "Confirm a name heard with less confidence than this (\"Did you mean Kiki?\"); 0 never asks.",
            discussion: "A name is a value of a vocabulary parameter: a contact, a workout.",
            valueName: "probability"))
    var confirmNamesBelow = Assistant.defaultNameConfirmationThreshold

    @Option(
        help: ArgumentHelp(
            "Read back free text (a message) heard with less confidence than this (\"Did you say '…'?\"); 0 never asks.",
            discussion: "The confidence is the answer's mean word posterior. Typed answers are never read back.",
            valueName: "probability"))
    var confirmFreeTextBelow = Assistant.defaultFreeTextConfirmationThreshold

    @Option(
        help: ArgumentHelp(
            "Also read back free text heard in audio whose speech stands less than this many dB above its quiet frames; 0 never does.",
            discussion: "A television's voice is heard as sure words but never falls silent between them.",
            valueName: "dB"))
    var confirmFreeTextNoisierThan = Assistant.defaultFreeTextConfirmationNoiseFloor

    /// What a turn prints: the JSON object, or the reply's words after what was heard when the
    /// turn was audio ("heard:" with nothing after it when the recognizer heard nothing).
    func lines(for reply: AssistantReply, fromAudio: Bool) -> [String] {
        if json { return [JSONLine.encode(reply)] }
        let said = fromAudio && heard ? ["heard: \(reply.transcript)".trimmingCharacters(in: .whitespaces)] : []
        return said + [reply.response.text]
    }
}
