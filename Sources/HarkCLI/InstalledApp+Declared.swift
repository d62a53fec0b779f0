import Foundation
import HarkApps
import HarkStorage

extension InstalledApp {
    /// The declared apps (docs/apps.md) installed in `state` by `hark apps add FOLDER`, and those
    /// whose folder an `--intents` path is or points into: an app is tried from its folder before
    /// it is installed. One given by `--intents` stands in for an installed app of the same name.
    static func declared(in state: StateDirectory, alongside intentPaths: [String]) throws -> [InstalledApp] {
        let folders = InstalledAppFolders(state: state)
        var apps = try folders.apps()
        for folder in appFolders(in: intentPaths) {
            let app = try DeclaredApp(folder: folder)
            apps.removeAll { $0.name == app.name }
            apps.append(app)
        }
        return apps.map { app in
            InstalledApp(
                registration: app.registration(
                    dataDirectory: folders.dataDirectory(for: app.name),
                    log: { StandardStreams.printError($0) }),
                registerVocabulary: { _ in }, declared: app)
        }
    }

    /// The app folders `--intents` names: a folder holding an app manifest, or a file in one.
    static func appFolders(in intentPaths: [String]) -> [URL] {
        var folders: [URL] = []
        for path in intentPaths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            let folder = isDirectory.boolValue ? url : url.deletingLastPathComponent()
            if DeclaredApp.isAppFolder(folder), !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// The intent files and vocabularies of the declared apps installed in `state`, which join the
    /// shipped ones when no `--intents` is given: an installed app is understood as a shipped one is.
    static func declaredSearchFiles(in state: StateDirectory) -> (intents: [URL], vocabularies: [URL]) {
        let apps = (try? InstalledAppFolders(state: state).apps()) ?? []
        return (apps.map(\.intentsFile), apps.compactMap(\.vocabularyFile))
    }
}

extension AppManifest.Handler {
    /// As `hark apps` lists it: `command python3 barista.py`, `webhook http://…`.
    var summary: String {
        switch self {
        case .command(let words): "command " + words.joined(separator: " ")
        case .webhook(let url): "webhook " + url.absoluteString
        }
    }
}
