import Foundation
import HarkSupport

/// The active intent definitions: every app the parser routes to and the search is compiled from.
public struct IntentDefinitionSet: Hashable, Sendable {
    /// The apps, in the order given.
    public var apps: [AppDefinition]

    /// The manifest of a declared app's folder (docs/apps.md).
    public static let appManifestName = "app.yaml"

    /// Checks that app names are unique: the name heard picks the app, so two apps answering to the
    /// same name could not be told apart.
    public init(apps: [AppDefinition]) throws(IntentDefinitionError) {
        var owners: [[String]: AppDefinition] = [:]
        for app in apps {
            for spoken in app.spokenNames {
                if let other = owners[spoken], other.name != app.name || other.location != app.location {
                    throw IntentDefinitionError(
                        "'\(spoken.joined(separator: " "))' names both \(other.name) (\(other.location)) and \(app.name)",
                        at: app.location)
                }
                owners[spoken] = app
            }
        }
        self.apps = apps
    }

    /// Loads every `.yaml`/`.yml` file of the given files and directories (not recursive), in
    /// name order so results never depend on directory listing order. In a directory, a
    /// definition's responses (`*.responses.yaml`) and an app's manifest (``appManifestName``,
    /// docs/apps.md) are not definitions: the first is read with its definition, the second by
    /// the declared app.
    ///
    /// Home Assistant's sentence templates (a package's `data/<lang>.json`, or a repository's
    /// `sentences/<lang>/` folder with `_common.yaml`) are read as one app, their `{name}`,
    /// `{area}` and `{floor}` lists filled from `homeAssistantEntities`.
    public static func load(
        from urls: [URL], homeAssistantEntities: HomeAssistantEntities = HomeAssistantEntities()
    ) throws(IntentDefinitionError) -> IntentDefinitionSet {
        var files: [URL] = []
        var apps: [AppDefinition] = []
        for url in urls {
            if HomeAssistantApp.holdsTemplates(url) {
                apps.append(try HomeAssistantApp.load(from: url, entities: homeAssistantEntities))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw IntentDefinitionError("no such file or directory", file: url.path)
            }
            if isDirectory.boolValue {
                let entries: [URL]
                do {
                    entries = try FileManager.default.contentsOfDirectory(
                        at: url, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
                } catch {
                    throw IntentDefinitionError("cannot list: \(error.localizedDescription)", file: url.path)
                }
                let definitions = entries.filter {
                    ["yaml", "yml"].contains($0.pathExtension.lowercased()) && !ResponseSidecarReader.isSidecar($0)
                        && $0.lastPathComponent != Self.appManifestName
                }
                guard !definitions.isEmpty else {
                    throw IntentDefinitionError("no .yaml intent definitions in this directory", file: url.path)
                }
                files += definitions.sorted { $0.lastPathComponent < $1.lastPathComponent }
            } else {
                files.append(url)
            }
        }
        let loader = IntentDefinitionLoader()
        for file in files { apps.append(try loader.load(contentsOf: file)) }
        return try IntentDefinitionSet(apps: apps)
    }

    /// Where `word` is first written in the definitions: the template that says it (directly or
    /// through a phrase), else the app whose names, phrases or values say it; nil when no
    /// definition does (it came from a vocabulary).
    public func firstUse(of word: String) -> SourceLocation? {
        for app in apps {
            for intent in app.intents {
                for template in intent.templates where Self.says(template.root, word, phrases: app.phrases) {
                    return template.location
                }
            }
            let closedValues = app.intents.flatMap(\.parameters).compactMap { parameter -> ClosedValueList? in
                if case .closedList(let list) = parameter.type { return list }
                return nil
            }
            let words =
                app.spokenNames.flatMap { $0 } + app.phrases.values.flatMap { $0.words() }
                + closedValues.flatMap { $0.values.flatMap { $0.synonyms.flatMap { $0 } } }
            if words.contains(word) { return app.location }
        }
        return nil
    }

    private static func says(_ node: TemplateNode, _ word: String, phrases: [String: TemplateNode]) -> Bool {
        if node.words().contains(word) { return true }
        return node.phraseReferences().contains { phrases[$0].map { says($0, word, phrases: phrases) } ?? false }
    }

    /// SHA-256 over the apps' source digests: what a compiled search depends on from the files.
    public var fingerprint: String {
        SHA256.hex(apps.map(\.sourceDigest).joined(separator: "\n"))
    }

    /// The app called `name`, ignoring case; nil when there is none.
    public func app(named name: String) -> AppDefinition? {
        apps.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }
}
