import ArgumentParser
import Hark

/// When a conversation asks before acting on what it heard (`ask`, `converse`, `listen`).
struct ConfirmationOptions: ParsableArguments {
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

    /// Sets `assistant`'s thresholds; 0 turns each off.
    func apply(to assistant: Assistant) {
        assistant.nameConfirmationThreshold = confirmNamesBelow > 0 ? confirmNamesBelow : nil
        assistant.freeTextConfirmationThreshold = confirmFreeTextBelow > 0 ? confirmFreeTextBelow : nil
        assistant.freeTextConfirmationNoiseFloor = confirmFreeTextNoisierThan > 0 ? confirmFreeTextNoisierThan : nil
    }
}
