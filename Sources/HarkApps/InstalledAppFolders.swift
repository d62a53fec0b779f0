import Foundation
import HarkStorage

/// The declared apps installed in a state directory: each a copy of its folder in `apps/<name>/`,
/// its handler's data in `app-data/<name>/` (kept when the app is reinstalled or removed).
public struct InstalledAppFolders: Sendable {
    public var state: StateDirectory

    public init(state: StateDirectory) {
        self.state = state
    }

    /// `STATE/apps`.
    public var appsDirectory: URL { state.url.appendingPathComponent("apps", isDirectory: true) }

    /// Where the app called `name` keeps its data.
    public func dataDirectory(for name: String) -> URL {
        state.url.appendingPathComponent("app-data", isDirectory: true).appendingPathComponent(name, isDirectory: true)
    }

    /// The names of the installed apps, in name order, without reading them.
    public func names() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: appsDirectory.path)) ?? []
        return entries.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Every installed app, read and checked.
    public func apps() throws(DeclaredAppError) -> [DeclaredApp] {
        var apps: [DeclaredApp] = []
        for name in names() { apps.append(try DeclaredApp(folder: appsDirectory.appendingPathComponent(name))) }
        return apps
    }

    /// Checks the app in `folder` and copies it in, replacing an installed app of the same name
    /// whole (the copy is made beside it and renamed over it, so a failed copy leaves the old one).
    /// `reservedNames`: names taken by apps that are not folders (the shipped ones).
    @discardableResult
    public func install(from folder: URL, reservedNames: [String] = []) throws(DeclaredAppError) -> DeclaredApp {
        let app = try DeclaredApp(folder: folder)
        if let taken = reservedNames.first(where: { $0.lowercased() == app.name.lowercased() }) {
            throw DeclaredAppError(
                app.intentsFile.path, "the app is named '\(app.name)', as the shipped app \(taken) is")
        }
        guard !app.name.contains("/"), !app.name.hasPrefix(".") else {
            throw DeclaredAppError(app.intentsFile.path, "'\(app.name)' cannot name a folder")
        }
        let manager = FileManager.default
        let target = appsDirectory.appendingPathComponent(app.name, isDirectory: true)
        let staging = appsDirectory.appendingPathComponent(".installing-\(UUID().uuidString)", isDirectory: true)
        do {
            try manager.createDirectory(at: appsDirectory, withIntermediateDirectories: true)
            try manager.copyItem(at: app.folder, to: staging)
            if manager.fileExists(atPath: target.path) {
                let old = appsDirectory.appendingPathComponent(".replaced-\(UUID().uuidString)", isDirectory: true)
                try manager.moveItem(at: target, to: old)
                try manager.moveItem(at: staging, to: target)
                try? manager.removeItem(at: old)
            } else {
                try manager.moveItem(at: staging, to: target)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw DeclaredAppError(target.path, "cannot install: \(error.localizedDescription)")
        }
        return try DeclaredApp(folder: target)
    }
}
