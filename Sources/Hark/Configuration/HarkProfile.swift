import Foundation
import Yams

/// A ``HarkConfiguration`` with where each value came from: the product's default, a profile
/// file, or a flag. A profile is YAML whose sections and keys are ``ConfigurationSetting``'s (in
/// the manner of PocketSphinx's `-argfile` or a Rhasspy profile):
///
/// ```yaml
/// search:
///   edgeGarbage: 0.01
/// frontEnd:
///   commandEnhancers: [loudness-trim]
///   loudnessTrim:
///     thresholdDB: 18
/// ```
///
/// Keys may also be written flat (`search.edgeGarbage: 0.01`). An unknown key or a bad value is
/// an error naming the file and the key, never ignored: a typo must not silently leave a default.
public struct HarkProfile: Sendable, Equatable {
    /// Where a value came from.
    public enum Source: Sendable, Equatable, CustomStringConvertible {
        /// The product's default.
        case defaultValue
        /// A profile file, by its path.
        case file(String)
        /// A command-line flag, by its name.
        case flag(String)

        /// The file's path, the flag, or "default": what an error starts with.
        public var name: String {
            switch self {
            case .defaultValue: "default"
            case .file(let path): path
            case .flag(let name): name
            }
        }

        /// "default", "file PATH" or "flag NAME".
        public var description: String {
            switch self {
            case .defaultValue: "default"
            case .file(let path): "file \(path)"
            case .flag(let name): "flag \(name)"
            }
        }
    }

    /// The environment variable naming a profile when `--config` does not.
    public static let environmentVariable = "HARK_CONFIG"

    /// The effective configuration.
    public private(set) var configuration: HarkConfiguration
    /// Values that are not defaults, by key.
    public private(set) var sources: [String: Source] = [:]

    /// The product's defaults.
    public init(_ configuration: HarkConfiguration = HarkConfiguration()) {
        self.configuration = configuration
    }

    /// The defaults with `file` on top; nil `file` reads `$HARK_CONFIG` when set, else nothing.
    public static func load(file: String?, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(ConfigurationError) -> HarkProfile
    {
        var profile = HarkProfile()
        if let path = file ?? environment[environmentVariable].flatMap({ $0.isEmpty ? nil : $0 }) {
            try profile.apply(file: path)
        }
        return profile
    }

    /// Where the value of `key` came from.
    public func source(of key: String) -> Source { sources[key] ?? .defaultValue }

    /// Sets `key` from `text`, remembering `source`.
    public mutating func set(_ key: String, _ text: String, from source: Source) throws(ConfigurationError) {
        guard let setting = ConfigurationSetting.named(key) else {
            throw ConfigurationError("\(source.name): unknown setting '\(key)' (hark config show lists them)")
        }
        do {
            try setting.set(text, in: &configuration)
        } catch {
            throw Self.error(error, key: key, from: source)
        }
        sources[key] = source
    }

    /// Sets `setting` to `value`, checked as its text would be, remembering `source`.
    public mutating func set<Value>(
        _ setting: TypedConfigurationSetting<Value>, _ value: Value, from source: Source
    ) throws(ConfigurationError) {
        do {
            try setting.set(value, in: &configuration)
        } catch {
            throw Self.error(error, key: setting.key, from: source)
        }
        sources[setting.key] = source
    }

    /// `error` in setting `key` from `source`, naming both.
    private static func error(_ error: ConfigurationError, key: String, from source: Source) -> ConfigurationError {
        switch source {
        case .flag(let name) where name.hasPrefix("--") && name != "--set":
            ConfigurationError("\(name) \(error.description) (profile: \(key))")
        case .flag(let name): ConfigurationError("\(name) \(key) \(error.description)")
        case .file(let path): ConfigurationError("\(path): \(key) \(error.description)")
        case .defaultValue: ConfigurationError("\(key) \(error.description)")
        }
    }

    /// Applies the YAML profile at `path`.
    public mutating func apply(file path: String) throws(ConfigurationError) {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ConfigurationError("\(path): cannot read the profile (\(error.localizedDescription))")
        }
        try apply(yaml: text, from: .file(path))
    }

    /// Applies a YAML profile's text; `source` names it in errors and in ``sources``.
    public mutating func apply(yaml text: String, from source: Source) throws(ConfigurationError) {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            throw ConfigurationError("\(source.name): not YAML (\(error))")
        }
        guard let root else { return }  // an empty file changes nothing
        guard root.mapping != nil else {
            throw ConfigurationError("\(source.name): a profile is a mapping of sections to settings")
        }
        var values: [(key: String, text: String)] = []
        try Self.flatten(root, prefix: "", into: &values, source: source)
        // All or nothing: a bad value on the last line leaves the profile as it was.
        var updated = self
        for (key, text) in values { try updated.set(key, text, from: source) }
        self = updated
    }

    /// Every scalar or list under `node`, by dotted key.
    private static func flatten(
        _ node: Node, prefix: String, into values: inout [(key: String, text: String)], source: Source
    ) throws(ConfigurationError) {
        switch node {
        case .mapping(let mapping):
            for (keyNode, value) in mapping {
                guard let name = keyNode.scalar?.string, !name.isEmpty else {
                    throw ConfigurationError("\(source.name): a key under '\(prefix)' is not a name")
                }
                let key = prefix.isEmpty ? name : "\(prefix).\(name)"
                // A mapping under a key that is itself a setting is a mistake, not a section.
                if ConfigurationSetting.named(key) != nil, value.mapping != nil {
                    throw ConfigurationError("\(source.name): \(key) takes a value, not a mapping")
                }
                try flatten(value, prefix: key, into: &values, source: source)
            }
        case .sequence(let sequence):
            var items: [String] = []
            for item in sequence {
                guard let text = item.scalar?.string else {
                    throw ConfigurationError("\(source.name): \(prefix) takes a list of plain values")
                }
                items.append(text)
            }
            values.append((prefix, items.joined(separator: ",")))
        case .scalar(let scalar):
            values.append((prefix, scalar.string))
        }
    }

    /// The effective configuration as a profile file, every setting with its source as a comment.
    public func yaml() -> String {
        var lines: [String] = []
        var section = ""
        for setting in ConfigurationSetting.all {
            let parts = setting.key.split(separator: ".", maxSplits: 1).map(String.init)
            if parts[0] != section {
                section = parts[0]
                lines.append("\(section):")
            }
            let value = setting.text(in: configuration)
            let written = setting.isList ? "[\(value)]" : value
            lines.append("  \(parts[1]): \(written)  # \(source(of: setting.key))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
