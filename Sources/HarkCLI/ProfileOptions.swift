import ArgumentParser
import Foundation
import Hark

/// An option group whose flags change settings of the profile (`HarkConfiguration`): each flag
/// given is written over the profile file's value, under the flag's name as its source.
protocol ProfileFlags {
    func apply(to profile: inout HarkProfile) throws(ConfigurationError)
}

extension HarkProfile {
    /// Sets `key` from a flag's value when the flag was given.
    mutating func set<Value: ConfigurationValue>(_ key: String, _ value: Value?, flag: String)
        throws(ConfigurationError)
    {
        guard let value else { return }
        try set(key, value.configurationText, from: .flag(flag))
    }
}

/// `--config` and `--set`: the profile file the product's defaults are read through, and single
/// settings on top of it. Every command that decodes or understands takes them; the pipeline it
/// runs is built from the result by `HarkPipeline`, the same as every other command's.
struct ProfileOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "Profile file (YAML) of settings over the defaults. Default: $\(HarkProfile.environmentVariable), else none.",
            discussion: "hark config show prints every setting, its value and where it came from.",
            valueName: "file"),
        completion: .file())
    var file: String?

    @Option(
        name: .customLong("set"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp(
            "Set one profile setting, e.g. --set search.edgeGarbage=0.01 (repeatable; over --config and flags).",
            valueName: "key=value"))
    var settings: [String] = []

    func validate() throws {
        for setting in settings where !setting.contains("=") {
            throw ValidationError("--set: '\(setting)' is not KEY=VALUE, e.g. search.edgeGarbage=0.01")
        }
    }

    /// The profile: defaults, then the file, then `groups`' flags, then `--set`.
    func profile(_ groups: [any ProfileFlags]) throws -> HarkProfile {
        do {
            var profile = try HarkProfile.load(file: file)
            for group in groups { try group.apply(to: &profile) }
            for setting in settings {
                let parts = setting.split(separator: "=", maxSplits: 1).map(String.init)
                try profile.set(parts[0], parts.count > 1 ? parts[1] : "", from: .flag("--set"))
            }
            return profile
        } catch {
            StandardStreams.printError("\(error)")
            throw ExitCode.failure
        }
    }

    /// The pipeline of the profile ``profile(_:)`` gives.
    func pipeline(_ groups: [any ProfileFlags]) throws -> HarkPipeline {
        let configuration = try profile(groups).configuration
        do {
            return try HarkPipeline(configuration: configuration)
        } catch {
            StandardStreams.printError("\(error)")
            throw ExitCode.failure
        }
    }
}

/// Help for an expert flag that sets a profile setting, rendered from the setting's one
/// description (`ConfigurationSetting.summary`), its default and its key: hidden from everyday
/// help (shown by --help-hidden) unless `hidden` is false. `value` is what a flag that takes none
/// sets the setting to.
func settingHelp(
    key: String, value: String? = nil, discussion: String = "", valueName: String? = nil, hidden: Bool = true
) -> ArgumentHelp {
    guard let setting = ConfigurationSetting.named(key) else { preconditionFailure("no profile setting \(key)") }
    let abstract =
        value.map { "Sets \(key) to \($0) (default: \(setting.defaultText)): \(setting.summary)" }
        ?? "\(setting.summary.prefix(1).uppercased())\(setting.summary.dropFirst()) (default: \(setting.defaultText); profile: \(key))"
    return ArgumentHelp(abstract, discussion: discussion, valueName: valueName, visibility: hidden ? .hidden : .default)
}
