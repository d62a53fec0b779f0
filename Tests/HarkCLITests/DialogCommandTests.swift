import Foundation
import HarkTestSupport
import MonkeyChat
import Testing

/// `hark ask`, `converse`, `contacts`, `messages` and `device` as separate processes sharing one
/// state directory, as a user runs them.
@Suite("Dialog commands")
struct DialogCommandTests {
    static let contacts = """
        [{"screenName": "Bobo", "fullName": "Bobo the Great"},
         {"screenName": "Kiki", "fullName": "Kiki Moreau"}]
        """

    func importedState(_ workspace: Workspace) throws -> String {
        let state = workspace.path("state")
        let file = try workspace.write(Data(Self.contacts.utf8), "contacts.json")
        let run = try HarkProcess.run(["contacts", "import", file, "--state", state])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("2 added"))
        return state
    }

    func storedContents(_ state: String) throws -> [String] {
        let list = try HarkProcess.run(["messages", "list", "--json", "--state", state])
        #expect(list.status == 0, "\(list.standardError)")
        return try list.outputLines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["content"] as? String ?? ""
        }
    }

    @Test func aMessageSentByOneProcessIsListedByTheNextAndLockingRefusesTheNextSend() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let state = try importedState(workspace)
        let sent = try HarkProcess.run([
            "ask", "--text", "send a message to kiki on monkeychat saying the figs are ripe", "--state", state,
            "--json",
        ])
        #expect(sent.status == 0, "\(sent.standardError)")
        let reply = try JSONSerialization.jsonObject(with: Data(sent.standardOutput.utf8)) as? [String: Any]
        #expect(
            Set((reply ?? [:]).keys).isSuperset(of: [
                "transcript", "domain", "app", "intent", "parameters", "resolution", "response",
            ]))
        #expect((reply?["response"] as? [String: Any])?["code"] as? String == "success")
        #expect(try storedContents(state) == ["The figs are ripe"])

        #expect(try HarkProcess.run(["device", "lock", "--state", state]).status == 0)
        let refused = try HarkProcess.run([
            "ask", "--text", "send a message to kiki on monkeychat saying second", "--state", state,
        ])
        #expect(refused.standardOutput == "You'll need to unlock your device first.\n")
        #expect(try storedContents(state) == ["The figs are ripe"])
    }

    @Test func aDeniedAppIsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let state = try importedState(workspace)
        #expect(try HarkProcess.run(["apps", "authorization", "MonkeyChat", "denied", "--state", state]).status == 0)
        let refused = try HarkProcess.run([
            "ask", "--text", "send a message to kiki on monkeychat saying hi", "--state", state,
        ])
        #expect(refused.standardOutput.contains("haven't allowed MonkeyChat"))
        #expect(try storedContents(state).isEmpty)
    }

    @Test func appsAreListedAndARemovedAppIsAnsweredAsUnknown() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let state = workspace.path("state")
        let listed = try HarkProcess.run(["apps", "--state", state])
        #expect(listed.status == 0, "\(listed.standardError)")
        for app in ["MonkeyChat\tmessaging\tauthorized", "SoupChef", "MonkeyFit\tworkouts"] {
            #expect(listed.standardOutput.contains(app))
        }
        #expect(listed.standardOutput.contains("intent INSendMessageIntent(recipients, content) (needs unlock)"))
        #expect(listed.standardOutput.contains("workout.bananarific"))

        #expect(try HarkProcess.run(["apps", "remove", "SoupChef", "--state", state]).status == 0)
        let removed = try HarkProcess.run(["ask", "--text", "order a tomato soup on soup chef", "--state", state])
        #expect(removed.standardOutput == "I don't know an app called Soup Chef.\n", "said by its display name")
        #expect(try HarkProcess.run(["apps", "add", "SoupChef", "--state", state]).status == 0)
        let back = try HarkProcess.run(["ask", "--text", "order a tomato soup on soup chef", "--state", state])
        #expect(back.standardOutput == "Do you want to order one tomato soup?\n")
    }

    @Test func aBadContactsFileNamesTheEntryAndStoresNothing() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let state = workspace.path("state")
        let file = try workspace.write(
            Data(#"[{"screenName": "Kiki", "fullName": "Kiki Moreau"}, {"screenName": ""}]"#.utf8), "bad.json")
        let run = try HarkProcess.run(["contacts", "import", file, "--state", state])
        #expect(run.status == 1)
        #expect(run.standardError.contains(file))
        #expect(try HarkProcess.run(["contacts", "list", "--state", state]).standardOutput.isEmpty)
    }

    @Test func converseKeepsTheDialogAndReportsAMissingFileWithoutStopping() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let state = try importedState(workspace)
        let input = try workspace.write(
            Data("send a message on monkeychat\nmissing-turn.wav\nkiki\nsend more bananas\n".utf8), "turns.txt")
        let run = try HarkProcess.run(["converse", "--state", state, "--input", input])
        #expect(run.status == 1)
        #expect(run.standardError.contains("missing-turn.wav"))
        #expect(
            run.outputLines == [
                "Who do you want to send it to?", "What do you want to say to Kiki?",
                "OK, I sent 'Send more bananas' to Kiki on MonkeyChat.",
            ])
    }

    /// A turn that is not UTF-8 (here Latin-1 "café", byte E9) used to reach the assistant with
    /// U+FFFD in place of its bytes, from standard input; it is now refused by its line number, from
    /// standard input and from `--input` alike, and the dialog goes on.
    @Test(arguments: [false, true])
    func converseRefusesALineThatIsNotUTF8ByItsNumberAndGoesOn(fromFile: Bool) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let state = try importedState(workspace)
        var turns = Data("send a message on monkeychat\r\n".utf8)
        turns.append(contentsOf: [0x63, 0x61, 0x66, 0xE9, 0x0A])
        turns.append(Data("kiki\nsend more bananas".utf8))  // the last line without a line break
        let input = try workspace.write(turns, "turns.txt")
        let run =
            fromFile
            ? try HarkProcess.run(["converse", "--text-only", "--state", state, "--input", input])
            : try HarkProcess.run(
                ["converse", "--text-only", "--state", state], standardInput: URL(fileURLWithPath: input))
        #expect(run.status == 1)
        let source = fromFile ? input : "standard input"
        #expect(
            run.errorLines == ["hark: line 2 of \(source) is not UTF-8 text; it was skipped (save it as UTF-8)"])
        #expect(
            run.outputLines == [
                "Who do you want to send it to?", "What do you want to say to Kiki?",
                "OK, I sent 'Send more bananas' to Kiki on MonkeyChat.",
            ])
    }

    @Test func converseNamesAnInputItCannotOpen() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let missing = workspace.path("no-such-turns.txt")
        let run = try HarkProcess.run([
            "converse", "--text-only", "--state", workspace.path("state"), "--input", missing,
        ])
        #expect(run.status == 1)
        #expect(run.errorLines == ["hark: \(missing): cannot read the turns: No such file or directory"])
        let folder = try HarkProcess.run([
            "converse", "--text-only", "--state", workspace.path("state"), "--input", workspace.url.path,
        ])
        #expect(
            folder.errorLines == [
                "hark: \(workspace.url.path): cannot read the turns: is a directory, not a file"
            ])
    }

    /// `converse` prints a reply only after the app stored the message; killing it at any moment
    /// afterwards must lose none of the acknowledged messages nor damage the database.
    @Test func aKilledConversationLosesNothingAcknowledged() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let state = try importedState(workspace)
        let process = Process()
        process.executableURL = HarkProcess.executable
        process.arguments = ["converse", "--text-only", "--state", state]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reader = LineReader(output.fileHandleForReading)
        var acknowledged: [String] = []
        for number in 1...4 {
            let content = "banana count \(number)"
            input.fileHandleForWriting.write(Data("send a message to kiki on monkeychat saying \(content)\n".utf8))
            if number == 4 {
                kill(process.processIdentifier, SIGKILL)  // while the fourth send is under way
                break
            }
            let line = try #require(reader.nextLine(), "no reply to send \(number)")
            if line.hasPrefix("OK, I sent") { acknowledged.append("Banana count \(number)") }
        }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(acknowledged.count == 3)
        let stored = try storedContents(state)
        for content in acknowledged { #expect(stored.contains(content)) }
        let store = try MonkeyChatStore(
            url: URL(fileURLWithPath: state).appendingPathComponent(MonkeyChatStore.fileName))
        #expect(try store.status().isHealthy)
    }
}

/// Reads a pipe line by line as a child writes it.
final class LineReader {
    private let handle: FileHandle
    private var buffer = Data()

    init(_ handle: FileHandle) { self.handle = handle }

    func nextLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line
            }
            let chunk = handle.availableData
            if chunk.isEmpty { return nil }
            buffer.append(chunk)
        }
    }
}
