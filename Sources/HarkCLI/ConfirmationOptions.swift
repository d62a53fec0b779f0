import ArgumentParser
import Hark

/// When a conversation asks before acting on what it heard (`ask`, `converse`, `listen`, `serve`):
/// the profile's confirmation settings, 0 turning each off.
struct ConfirmationOptions: ParsableArguments, ProfileFlags {
    @Option(
        help: settingHelp(
            key: "confirmation.namesBelow",
            discussion: "A name is a value of a vocabulary parameter: a contact, a workout.", valueName: "probability"))
    var confirmNamesBelow: Double?

    @Option(
        help: settingHelp(
            key: "confirmation.freeTextBelow",
            discussion: "The confidence is the answer's mean word posterior. Typed answers are never read back.",
            valueName: "probability"))
    var confirmFreeTextBelow: Double?

    @Option(
        help: settingHelp(
            key: "confirmation.freeTextNoisierThanDB",
            discussion: "A television's voice is heard as sure words but never falls silent between them.",
            valueName: "dB"))
    var confirmFreeTextNoisierThan: Double?

    @Option(
        help: settingHelp(
            key: "confirmation.freeTextLowBandUnder",
            discussion: "A voice is loudest in its vowels, below 1 kHz; a kitchen's clinks and rattles are bright.",
            valueName: "share"))
    var confirmFreeTextLowBandUnder: Double?

    func apply(to profile: inout HarkProfile) throws(ConfigurationError) {
        try profile.set("confirmation.namesBelow", confirmNamesBelow, flag: "--confirm-names-below")
        try profile.set("confirmation.freeTextBelow", confirmFreeTextBelow, flag: "--confirm-free-text-below")
        try profile.set(
            "confirmation.freeTextNoisierThanDB", confirmFreeTextNoisierThan, flag: "--confirm-free-text-noisier-than")
        try profile.set(
            "confirmation.freeTextLowBandUnder", confirmFreeTextLowBandUnder, flag: "--confirm-free-text-low-band-under"
        )
    }
}
