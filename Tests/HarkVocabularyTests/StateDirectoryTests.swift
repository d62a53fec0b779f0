import Foundation
import HarkStorage
import HarkTestSupport
import HarkUserVocabulary
import HarkVocabulary
import Testing

/// `--state DIR`, else `$XDG_DATA_HOME/hark`, else `~/.local/share/hark`.
@Suite struct StateDirectoryTests {
    @Test func explicitPathWins() {
        let state = StateDirectory.resolve(
            explicitPath: "/srv/hark-state", environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/kiki"])
        #expect(state.url.path == "/srv/hark-state")
    }

    @Test func relativeExplicitPathIsTakenFromTheCurrentDirectory() {
        let state = StateDirectory.resolve(explicitPath: "state", environment: [:])
        #expect(state.url.path == FileManager.default.currentDirectoryPath + "/state")
    }

    @Test func xdgDataHomeIsNext() {
        let state = StateDirectory.resolve(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/kiki"])
        #expect(state.url.path == "/data/hark")
    }

    /// The XDG specification says a relative path in these variables is invalid and ignored.
    @Test func relativeOrEmptyXDGDataHomeIsIgnored() {
        for dataHome in ["data", ""] {
            let state = StateDirectory.resolve(environment: ["XDG_DATA_HOME": dataHome, "HOME": "/home/kiki"])
            #expect(state.url.path == "/home/kiki/.local/share/hark")
        }
    }

    @Test func createMakesAPrivateDirectory() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let state = StateDirectory(url: directory.url.appendingPathComponent("a/b/hark"))
        try state.create()
        try state.create()
        let attributes = try FileManager.default.attributesOfItem(atPath: state.url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        #expect(state.file(named: "vocabulary.sqlite").path == state.url.path + "/vocabulary.sqlite")
    }

    @Test func aFileInTheWayIsAnError() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let blocker = directory.file("hark")
        try Data().write(to: blocker)
        #expect(throws: StateDirectoryError.self) { try StateDirectory(url: blocker).create() }
        #expect(throws: UserVocabularyError.self) {
            try UserVocabularyStore(stateDirectory: StateDirectory(url: blocker))
        }
    }
}
