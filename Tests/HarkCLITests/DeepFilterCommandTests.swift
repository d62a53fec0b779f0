import Foundation
import HarkTestSupport
import Testing

/// The learned enhancer as a user meets it on the command line: a runtime that is not where the
/// setting says is a clear error naming the setting and the file, with a non-zero exit, never a
/// crash; with the runtime the project's setup installs, a command is heard through it.
@Suite("deepfilter on the command line", .tags(.audio))
struct DeepFilterCommandTests {
    static let goForward = "/usr/share/pocketsphinx/test/data/goforward.raw"
    static let coffee = "Models/coffee-maker/coffee_maker.yaml"

    @Test func aMissingLibraryIsAnErrorNamingTheSetting() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let run = try workspace.hark([
            "understand", "--enhance", "deepfilter", "--set", "frontEnd.deepFilter.library=/nonexistent/libdf.so",
            "--raw", "s16le:16000:1", Self.goForward,
        ])
        #expect(run.status != 0)
        #expect(run.standardError.contains("frontEnd.deepFilter.library"), Comment(rawValue: run.standardError))
        #expect(run.standardError.contains("/nonexistent/libdf.so"))
        #expect(!run.standardError.contains("panicked"), "libDF must not be reached")
    }

    /// libDF aborts the process on a file it cannot read as a model: the checksum stops it first.
    @Test func aFileThatIsNotTheModelIsRefusedBeforeLibDFSeesIt() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let model = try workspace.write(Data("no model here".utf8), "model.tar.gz")
        let run = try workspace.hark([
            "transcribe", "--enhance", "deepfilter", "--set", "frontEnd.deepFilter.model=\(model)",
            "--set", "frontEnd.deepFilter.belowRangeDB=0",
            "--raw", "s16le:16000:1", Self.goForward,
        ])
        #expect(run.status != 0)
        #expect(run.standardError.contains("frontEnd.deepFilter.model"), Comment(rawValue: run.standardError))
        #expect(run.standardError.contains("SHA-256"))
    }

    @Test func outOfRangeSettingsAreRefusedByKey() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        for setting in ["frontEnd.deepFilter.attenuationLimitDB=0", "frontEnd.deepFilter.postFilterBeta=3"] {
            let run = try workspace.hark(["transcribe", "--set", setting, "--raw", "s16le:16000:1", Self.goForward])
            #expect(run.status != 0)
            #expect(
                run.standardError.contains(String(setting.prefix { $0 != "=" })), Comment(rawValue: run.standardError))
        }
    }
}
