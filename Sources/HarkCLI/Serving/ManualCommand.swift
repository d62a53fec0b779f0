import ArgumentParser
import Foundation
import HarkSupport

/// `hark manual`: the binary writes its own man page, so installing a built `hark` needs no
/// compiler and the page always matches the binary installed.
struct ManualCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "manual",
        abstract: "Print hark's manual page (mdoc).",
        discussion: """
            scripts/install.sh installs it as PREFIX/share/man/man1/hark.1; read it here with \
            `hark manual | man -l -`. Paths to documents in the help name $HARK_DOC_DIR when set, \
            else the installed folder (PREFIX/share/doc/hark) when there is one beside the binary, \
            else docs/ of the source tree.
            """)

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "The folder the page names for the model data, as it will be once installed.",
            discussion: "Default: the folder this binary reads it from.", valueName: "dir"))
    var dataDirectory: String?

    @Option(help: ArgumentHelp("The page's date, YYYY-MM-DD (default: today).", valueName: "date"))
    var date: String?

    func validate() throws {
        if let date, Self.day(date) == nil { throw ValidationError("--date: '\(date)' is not YYYY-MM-DD") }
    }

    func run() throws {
        // The help of every command as --experimental-dump-help prints it, read here rather than
        // through a child process.
        let dump = HarkCommand._dumpHelp()
        let help: ToolHelp
        do {
            help = try JSONDecoder().decode(ToolHelp.self, from: Data(dump.utf8))
        } catch {
            throw ValidationError("swift-argument-parser's help dump is not the version this page reads: \(error)")
        }
        guard help.serializationVersion == 0 else {
            throw ValidationError("unknown help dump version \(help.serializationVersion) (reads 0)")
        }
        let day = date.flatMap(Self.day) ?? Date()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMMM d, yyyy"
        let data = dataDirectory ?? ModelsDirectory.locate("intents")?.deletingLastPathComponent().path ?? "Models"
        let page = ManualPage(
            help: help, date: formatter.string(from: day), dataDirectory: data,
            documentDirectory: Documentation.directory)
        FileHandle.standardOutput.write(Data(page.render().utf8))
    }

    static func day(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.date(from: text)
    }
}
