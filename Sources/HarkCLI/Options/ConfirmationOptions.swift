import ArgumentParser
import Hark

/// When a conversation asks before acting on what it heard (`ask`, `converse`, `listen`, `serve`):
/// the profile's confirmation settings, 0 turning each off.
struct ConfirmationOptions: ParsableArguments, ProfileFlags {
    @Option(
        ConfigurationSetting.confirmNamesBelow,
        discussion: "A name is a value of a vocabulary parameter: a contact, a workout.", valueName: "probability")
    var confirmNamesBelow: Double?

    @Option(
        ConfigurationSetting.confirmFreeTextBelow,
        discussion: "The confidence is the answer's mean word posterior. Typed answers are never read back.",
        valueName: "probability")
    var confirmFreeTextBelow: Double?

    @Option(
        ConfigurationSetting.confirmFreeTextNoisierThanDB,
        discussion: "A television's voice is heard as sure words but never falls silent between them.", valueName: "dB")
    var confirmFreeTextNoisierThan: Double?

    @Option(
        ConfigurationSetting.confirmFreeTextLowBandUnder,
        discussion: "A voice is loudest in its vowels, below 1 kHz; a kitchen's clinks and rattles are bright.",
        valueName: "share")
    var confirmFreeTextLowBandUnder: Double?

    func apply(to profile: inout HarkProfile) throws(ConfigurationError) {
        try profile.set(ConfigurationSetting.confirmNamesBelow, given: confirmNamesBelow)
        try profile.set(ConfigurationSetting.confirmFreeTextBelow, given: confirmFreeTextBelow)
        try profile.set(ConfigurationSetting.confirmFreeTextNoisierThanDB, given: confirmFreeTextNoisierThan)
        try profile.set(ConfigurationSetting.confirmFreeTextLowBandUnder, given: confirmFreeTextLowBandUnder)
    }
}
