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

    @Option(
        help: ArgumentHelp(
            "Also read back free text heard in audio whose loudest frames hold less than this share of their energy between 80 Hz and 1 kHz; 0 never does.",
            discussion: "A voice is loudest in its vowels, below 1 kHz; a kitchen's clinks and rattles are bright.",
            valueName: "share"))
    var confirmFreeTextLowBandUnder = Assistant.defaultFreeTextConfirmationLowBandShare

    /// Sets `assistant`'s thresholds; 0 turns each off.
    func apply(to assistant: Assistant) {
        assistant.nameConfirmationThreshold = confirmNamesBelow > 0 ? confirmNamesBelow : nil
        assistant.freeTextConfirmationThreshold = confirmFreeTextBelow > 0 ? confirmFreeTextBelow : nil
        assistant.freeTextConfirmationNoiseFloor = confirmFreeTextNoisierThan > 0 ? confirmFreeTextNoisierThan : nil
        assistant.freeTextConfirmationLowBandShare = confirmFreeTextLowBandUnder > 0 ? confirmFreeTextLowBandUnder : nil
    }
}
