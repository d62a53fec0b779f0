import Foundation
import Hark
import HarkApps
import HarkStorage

extension InstalledApp {
    /// The declared apps (docs/apps.md) installed in `state` by `hark apps add FOLDER`, and those
    /// whose folder an intents path is or points into: an app is tried from its folder before it
    /// is installed. One given by an intents path stands in for an installed app of the same name.
    /// `log` gets each handler failure's reason, and the warnings of an app tried from its folder.
    static func declared(in state: StateDirectory, alongside intentPaths: [URL], log: @escaping DeviceLog) throws
        -> [InstalledApp]
    {
        let folders = InstalledAppFolders(state: state)
        var apps = try folders.apps()
        for folder in appFolders(in: intentPaths) {
            let app = try DeclaredApp(folder: folder)
            // Tried from its folder: the developer is told what `apps add` would warn about.
            for warning in app.warnings { log("warning: \(warning)") }
            apps.removeAll { $0.name == app.name }
            apps.append(app)
        }
        return apps.map { app in
            InstalledApp(
                registration: app.registration(dataDirectory: folders.dataDirectory(for: app.name), log: log),
                registerVocabulary: { _ in }, declared: app)
        }
    }

    /// The app folders among intents paths: a folder holding an app manifest, or a file in one.
    static func appFolders(in intentPaths: [URL]) -> [URL] {
        var folders: [URL] = []
        for path in intentPaths {
            let url = path.standardizedFileURL
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let folder = isDirectory.boolValue ? url : url.deletingLastPathComponent()
            if DeclaredApp.isAppFolder(folder), !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// The intent files and vocabularies of the declared apps installed in `state`, which join the
    /// shipped ones when no intents are named: an installed app is understood as a shipped one is.
    /// A removed app is left out, so nothing is heard as its request: one that needs no name would
    /// otherwise still take every request its templates fit.
    static func declaredSearchFiles(in state: StateDirectory) throws -> (intents: [URL], vocabularies: [URL]) {
        let removed = try AssistantSettingsStore(stateDirectory: state).load().removedApps
        let apps = ((try? InstalledAppFolders(state: state).apps()) ?? []).filter { !removed.contains($0.name) }
        return (apps.map(\.intentsFile), apps.compactMap(\.vocabularyFile))
    }
}

extension AppManifest.Handler {
    /// As `hark apps` lists it: `command python3 barista.py`, `webhook http://…`.
    public var summary: String {
        switch self {
        case .command(let words): "command " + words.joined(separator: " ")
        case .webhook(let url): "webhook " + url.absoluteString
        }
    }
}
