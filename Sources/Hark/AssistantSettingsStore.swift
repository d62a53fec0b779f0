import Foundation
import HarkStorage

/// Keeps ``AssistantSettings`` in `settings.json` in the state directory.
///
/// A save writes a temporary file and renames it over the old one, so a crash leaves either the
/// old settings or the new, never a torn file.
public struct AssistantSettingsStore: Sendable {
    /// The settings file's name in the state directory: `settings.json`.
    public static let fileName = "settings.json"

    /// The settings file (it need not exist yet).
    public let url: URL

    /// The store of `stateDirectory`; nothing is read or created until ``load()`` or ``save(_:)``.
    public init(stateDirectory: StateDirectory) {
        url = stateDirectory.file(named: Self.fileName)
    }

    /// The saved settings, or the defaults when nothing was saved yet.
    public func load() throws(AssistantSettingsError) -> AssistantSettings {
        guard FileManager.default.fileExists(atPath: url.path) else { return AssistantSettings() }
        do {
            let data = try Data(contentsOf: url)
            return try JSONDecoder().decode(AssistantSettings.self, from: data)
        } catch {
            throw AssistantSettingsError(path: url.path, reason: Self.reason(error))
        }
    }

    /// Writes `settings` as sorted, pretty-printed JSON, creating the state directory (private to the user) if needed;
    /// the file is replaced atomically.
    public func save(_ settings: AssistantSettings) throws(AssistantSettingsError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700])
            try encoder.encode(settings).write(to: url, options: .atomic)
        } catch {
            throw AssistantSettingsError(path: url.path, reason: Self.reason(error))
        }
    }

    /// Loads, changes and saves in one go.
    public func update(_ change: (inout AssistantSettings) -> Void) throws(AssistantSettingsError) -> AssistantSettings
    {
        var settings = try load()
        change(&settings)
        try save(settings)
        return settings
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): "not valid settings JSON: \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, _): "missing key '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        default: error.localizedDescription
        }
    }
}
