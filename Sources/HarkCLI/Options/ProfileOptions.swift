import ArgumentParser
import Foundation
import Hark

/// An option group whose flags change settings of the profile (`HarkConfiguration`): each flag
/// given is written over the profile file's value, under the flag's name as its source.
protocol ProfileFlags {
    func apply(to profile: inout HarkProfile) throws(ConfigurationError)
}

extension HarkProfile {
    /// Sets `setting` from its flag's value when the flag was given, under the flag's name.
    mutating func set<Value>(_ setting: TypedConfigurationSetting<Value>, given value: Value?)
        throws(ConfigurationError)
    {
        guard let value else { return }
        try set(setting, value, from: .flag(setting.flagName))
    }

    /// Sets an optional `setting` from its flag's value when the flag was given: a value given is
    /// the setting's value, never its none.
    mutating func set<Wrapped>(_ setting: TypedConfigurationSetting<Wrapped?>, given value: Wrapped?)
        throws(ConfigurationError)
    {
        guard let value else { return }
        try set(setting, .some(value), from: .flag(setting.flagName))
    }

    /// Sets `setting` from its flag's argument when the flag was given, read as a profile's text
    /// is (so that an unknown name is refused naming the flag and the values it takes).
    mutating func set<Value>(_ setting: TypedConfigurationSetting<Value>, givenText text: String?)
        throws(ConfigurationError)
    {
        guard let text else { return }
        try set(setting.key, text, from: .flag(setting.flagName))
    }

    /// Sets `setting` to what its switch flag sets when the switch was given.
    mutating func set<Value>(_ setting: TypedConfigurationSetting<Value>, switched: Bool) throws(ConfigurationError) {
        guard switched else { return }
        guard let name = setting.setting.switchFlag?.name, let value = setting.switchValue else {
            preconditionFailure("\(setting.key) declares no switch flag")
        }
        try set(setting, value, from: .flag("--\(name)"))
    }
}

extension TypedConfigurationSetting {
    /// The flag the setting declares, with its dashes: `--edge-garbage`.
    var flagName: String {
        guard let flag = setting.flag else { preconditionFailure("\(key) declares no flag") }
        return "--\(flag)"
    }
}

extension NameSpecification {
    /// The long name `setting` declares for its flag (``ConfigurationSetting/flag``).
    static func flag<Value>(of setting: TypedConfigurationSetting<Value>) -> NameSpecification {
        guard let flag = setting.setting.flag else { preconditionFailure("\(setting.key) declares no flag") }
        return .customLong(flag)
    }

    /// The long name of the switch flag `setting` declares (``ConfigurationSetting/switchFlag``).
    static func switchFlag<Value>(of setting: TypedConfigurationSetting<Value>) -> NameSpecification {
        guard let name = setting.setting.switchFlag?.name else {
            preconditionFailure("\(setting.key) declares no switch flag")
        }
        return .customLong(name)
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
            throw CommandFailure(error)
        }
    }

    /// The pipeline of the profile ``profile(_:)`` gives.
    func pipeline(_ groups: [any ProfileFlags]) throws -> HarkPipeline {
        let configuration = try profile(groups).configuration
        do {
            return try HarkPipeline(configuration: configuration)
        } catch {
            throw CommandFailure(error)
        }
    }
}

/// Help for an expert flag that sets a profile setting, rendered from the setting's one
/// description (`ConfigurationSetting.summary`), its default and its key: hidden from everyday
/// help (shown by --help-hidden) unless `hidden` is false.
func settingHelp<Value>(
    _ setting: TypedConfigurationSetting<Value>, discussion: String = "", valueName: String? = nil,
    hidden: Bool = true
) -> ArgumentHelp {
    let summary = setting.setting.summary
    let abstract =
        "\(summary.prefix(1).uppercased())\(summary.dropFirst()) (default: \(setting.setting.defaultText); profile: \(setting.key))"
    return ArgumentHelp(abstract, discussion: discussion, valueName: valueName, visibility: hidden ? .hidden : .default)
}

/// Help for the switch flag of a setting (``ConfigurationSetting/switchFlag``): the value it sets,
/// the default and the setting's description, hidden from everyday help like ``settingHelp(_:discussion:valueName:hidden:)``.
func switchHelp<Value>(_ setting: TypedConfigurationSetting<Value>, discussion: String = "") -> ArgumentHelp {
    guard let value = setting.setting.switchFlag?.valueText else {
        preconditionFailure("\(setting.key) declares no switch flag")
    }
    return ArgumentHelp(
        "Sets \(setting.key) to \(value) (default: \(setting.setting.defaultText)): \(setting.setting.summary)",
        discussion: discussion, visibility: .hidden)
}

extension Option {
    /// The flag `setting` declares, its help rendered from the declaration
    /// (``settingHelp(_:discussion:valueName:hidden:)``): `@Option(ConfigurationSetting.edgeGarbage)`.
    /// The value is read unconditionally, so that a negative number is refused by the setting's own
    /// check, naming the flag, rather than taken for an unknown option.
    init<T: ExpressibleByArgument>(
        _ setting: TypedConfigurationSetting<T>, discussion: String = "", valueName: String? = nil,
        hidden: Bool = true, completion: CompletionKind? = nil
    ) where Value == T? {
        self.init(
            flagOf: setting, discussion: discussion, valueName: valueName, hidden: hidden, completion: completion)
    }

    /// The flag of a setting that may be none: a value given is the setting's value, never its none.
    init<T: ExpressibleByArgument>(
        _ setting: TypedConfigurationSetting<T?>, discussion: String = "", valueName: String? = nil,
        hidden: Bool = true, completion: CompletionKind? = nil
    ) where Value == T? {
        self.init(
            flagOf: setting, discussion: discussion, valueName: valueName, hidden: hidden, completion: completion)
    }

    /// The flag of `setting` taken as text and read as a profile's text is, so that an unknown
    /// name is refused naming the flag and the values it takes.
    init<T>(
        text setting: TypedConfigurationSetting<T>, discussion: String = "", valueName: String? = nil,
        hidden: Bool = true
    ) where Value == String? {
        self.init(flagOf: setting, discussion: discussion, valueName: valueName, hidden: hidden, completion: nil)
    }

    /// The one body of the initializers above, whose signatures tie the flag's type to the
    /// setting's.
    private init<Setting, T: ExpressibleByArgument>(
        flagOf setting: TypedConfigurationSetting<Setting>, discussion: String, valueName: String?, hidden: Bool,
        completion: CompletionKind?
    ) where Value == T? {
        self.init(
            name: .flag(of: setting), parsing: .unconditional,
            help: settingHelp(setting, discussion: discussion, valueName: valueName, hidden: hidden),
            completion: completion)
    }
}

extension Flag where Value == Bool {
    /// The switch flag `setting` declares (``ConfigurationSetting/switchFlag``), its help
    /// rendered from the declaration: `@Flag(switching: ConfigurationSetting.edgeGarbage)`.
    init<T>(wrappedValue: Bool = false, switching setting: TypedConfigurationSetting<T>, discussion: String = "") {
        self.init(
            wrappedValue: wrappedValue, name: .switchFlag(of: setting),
            help: switchHelp(setting, discussion: discussion))
    }
}
