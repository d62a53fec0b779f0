import Foundation
import HarkDefinitions
import HarkSupport
import HarkUnderstanding
import HarkVocabulary

/// An app that is a folder, not Swift (docs/apps.md): its manifest, its intents (with their
/// responses) as loaded and checked, and where its handler runs.
public struct DeclaredApp: Sendable {
    /// The folder, as an absolute URL.
    public var folder: URL
    public var manifest: AppManifest
    /// The app's intents, their sidecar responses included.
    public var definition: AppDefinition
    /// The command's program, found (a path in the folder, or on `PATH`); nil for a webhook.
    public var executable: URL?

    /// The app's name, as its intents give it: requests are routed by it.
    public var name: String { definition.name }
    /// The intents file, absolute.
    public var intentsFile: URL { folder.appendingPathComponent(manifest.intents) }
    /// The vocabulary file, absolute, when the manifest names one.
    public var vocabularyFile: URL? { manifest.vocabulary.map { folder.appendingPathComponent($0) } }

    /// Reads and checks the app in `folder`: every error names the file at fault and why.
    public init(folder: URL) throws(DeclaredAppError) {
        let folder = folder.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else {
            throw DeclaredAppError(folder.path, "no such folder")
        }
        guard isDirectory.boolValue else {
            throw DeclaredAppError(folder.path, "not a folder (an app is a folder holding \(Self.manifestName))")
        }
        let manifestFile = folder.appendingPathComponent(Self.manifestName)
        guard FileManager.default.fileExists(atPath: manifestFile.path) else {
            throw DeclaredAppError(manifestFile.path, "missing: an app folder holds its manifest (docs/apps.md)")
        }
        let text: String
        do {
            text = try BoundedFileReader(limit: 1 << 20).text(of: manifestFile)
        } catch {
            throw DeclaredAppError(manifestFile.path, "cannot read: \(error)")
        }
        let manifest = try AppManifest(yaml: text, file: manifestFile.path)
        let intents = try Self.fileInside(folder, manifest.intents, key: "intents", manifest: manifestFile)
        let definition: AppDefinition
        do {
            definition = try IntentDefinitionLoader().load(contentsOf: intents)
        } catch {
            throw DeclaredAppError(error.location?.description ?? intents.path, error.message)
        }
        if let name = manifest.name, name != definition.name {
            throw DeclaredAppError(
                manifestFile.path, "'name' is '\(name)' but \(manifest.intents) names the app '\(definition.name)'")
        }
        if let unknown = manifest.restrictedWhileLocked.sorted().first(where: { definition.intent(named: $0) == nil }) {
            throw DeclaredAppError(
                manifestFile.path,
                "'restrictedWhileLocked' names '\(unknown)', which \(manifest.intents) does not declare")
        }
        if let vocabulary = manifest.vocabulary {
            let file = try Self.fileInside(folder, vocabulary, key: "vocabulary", manifest: manifestFile)
            do {
                _ = try AppIntentVocabulary(contentsOf: file)
            } catch {
                throw DeclaredAppError(file.path, "\(error)")
            }
        }
        var executable: URL?
        if case .command(let words) = manifest.handler {
            executable = try Self.program(words[0], in: folder, manifest: manifestFile)
        }
        self.folder = folder
        self.manifest = manifest
        self.definition = definition
        self.executable = executable
    }

    /// What is allowed but likely a mistake, said when the app is installed or tried: a required
    /// parameter with no prompt in the app's responses is asked for with the generic "Can you tell
    /// me a bit more?", which does not say what is wanted.
    public var warnings: [String] {
        definition.intents.flatMap { intent in
            intent.parameters.filter(\.isRequired).compactMap { parameter -> String? in
                let languages = intent.responses.filter { $0.value.prompts[parameter.name] != nil }.keys
                guard languages.isEmpty else { return nil }
                return "\(intentsFile.path): \(intent.name): the required parameter '\(parameter.name)' has no prompt "
                    + "in the responses, so it is asked for with \"Can you tell me a bit more?\" (docs/apps.md)"
            }
        }
    }

    /// The manifest's file name in an app folder.
    public static let manifestName = IntentDefinitionSet.appManifestName

    /// Whether `folder` holds a manifest: is meant as an app.
    public static func isAppFolder(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(manifestName).path)
    }

    /// A file the manifest names: inside the folder (an installed copy must be whole), and there.
    private static func fileInside(_ folder: URL, _ relative: String, key: String, manifest: URL)
        throws(DeclaredAppError) -> URL
    {
        let file = folder.appendingPathComponent(relative).standardizedFileURL
        guard !relative.hasPrefix("/"), file.path.hasPrefix(folder.path + "/") else {
            throw DeclaredAppError(
                manifest.path, "'\(key)' must name a file inside the app's folder, not '\(relative)'")
        }
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw DeclaredAppError(manifest.path, "'\(key)' names \(relative), which does not exist")
        }
        return file
    }

    /// `python3` is looked up on `PATH`; `./barista.sh` or `bin/barista` is in the folder.
    private static func program(_ name: String, in folder: URL, manifest: URL) throws(DeclaredAppError) -> URL {
        if name.contains("/") {
            let file = name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name)
            guard FileManager.default.isExecutableFile(atPath: file.path) else {
                throw DeclaredAppError(manifest.path, "the handler's program \(name) is not an executable file")
            }
            return file.standardizedFileURL
        }
        if let file = ExecutableSearch.find(name) { return URL(fileURLWithPath: file) }
        throw DeclaredAppError(manifest.path, "the handler's program '\(name)' is not on PATH")
    }
}
