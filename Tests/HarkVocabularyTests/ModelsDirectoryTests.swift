import Foundation
import HarkSupport
import HarkTestSupport
import HarkVocabulary
import Testing

/// The one rule every command finds its model data by: the variable, else the installed
/// `../share/hark` beside the executable, else a source tree's `Models/`.
@Suite("Where model data is found")
struct ModelsDirectoryTests {
    /// PREFIX/bin/hark beside PREFIX/share/hark/intents/x.yaml, and a source tree elsewhere.
    struct Layout {
        let scratch: ScratchDirectory
        var executable: URL { scratch.file("prefix/bin/hark") }
        var installed: URL { scratch.file("prefix/share/hark") }
        var sourceTree: URL { scratch.file("clone") }

        init(installing: Bool = true) throws {
            scratch = try ScratchDirectory()
            try Self.touch(scratch.file("prefix/bin/hark"))
            if installing { try Self.touch(installed.appendingPathComponent("intents/x.yaml")) }
            try Self.touch(sourceTree.appendingPathComponent("Models/intents/x.yaml"))
            try Self.touch(sourceTree.appendingPathComponent("Models/g2p/model.g2p"))
        }

        static func touch(_ file: URL) throws {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: file)
        }

        func locate(_ path: String, environment: [String: String] = [:], from directory: URL? = nil) -> String? {
            ModelsDirectory.locate(
                path, environment: environment, executable: executable, currentDirectory: directory ?? sourceTree
            )?.standardizedFileURL.path
        }
    }

    @Test func anInstalledBinaryReadsTheDataBesideIt() throws {
        let layout = try Layout()
        defer { layout.scratch.remove() }
        let elsewhere = layout.scratch.file("elsewhere")
        #expect(layout.locate("intents/x.yaml", from: elsewhere) == layout.installed.path + "/intents/x.yaml")
        // Even when run from inside a clone: the installed copy is the binary's own data.
        #expect(layout.locate("intents/x.yaml") == layout.installed.path + "/intents/x.yaml")
    }

    @Test func aFileMissingFromAnInstallIsMissingNotTakenFromTheCurrentTree() throws {
        let layout = try Layout()
        defer { layout.scratch.remove() }
        #expect(layout.locate("g2p/model.g2p") == nil)
    }

    @Test func theVariableOverridesTheInstall() throws {
        let layout = try Layout()
        defer { layout.scratch.remove() }
        let models = layout.sourceTree.appendingPathComponent("Models").path
        #expect(
            layout.locate("g2p/model.g2p", environment: [ModelsDirectory.environmentVariable: models])
                == models + "/g2p/model.g2p")
        #expect(layout.locate("nothing", environment: [ModelsDirectory.environmentVariable: models]) == nil)
    }

    @Test func withoutAnInstallTheSourceTreeIsFoundWalkingUp() throws {
        let layout = try Layout(installing: false)
        defer { layout.scratch.remove() }
        let deep = layout.sourceTree.appendingPathComponent("Sources/Hark")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        #expect(layout.locate("g2p/model.g2p", from: deep) == layout.sourceTree.path + "/Models/g2p/model.g2p")
        #expect(layout.locate("intents/x.yaml", from: layout.scratch.file("elsewhere")) == nil)
    }

    @Test func aSymlinkedExecutableIsFollowedToItsInstall() throws {
        let layout = try Layout()
        defer { layout.scratch.remove() }
        let link = layout.scratch.file("links/hark")
        try FileManager.default.createDirectory(
            at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: layout.executable)
        let found = ModelsDirectory.locate(
            "intents/x.yaml", environment: [:], executable: link, currentDirectory: layout.scratch.file("elsewhere"))
        #expect(found?.standardizedFileURL.path == layout.installed.path + "/intents/x.yaml")
    }
}
