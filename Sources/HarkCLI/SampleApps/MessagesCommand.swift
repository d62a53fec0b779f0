import ArgumentParser
import Foundation
import MonkeyChat

/// `hark messages`: MonkeyChat's stored messages.
struct MessagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "messages",
        abstract: "List or import MonkeyChat messages.",
        subcommands: [List.self, Import.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List messages, newest first: date, from, to, flags, content.")

        @OptionGroup var state: StateOptions

        @Flag(help: "One JSON object per message.")
        var json = false

        func run() throws {
            do {
                let store = try MonkeyChatStore(stateDirectory: state.directory)
                let names = Dictionary(uniqueKeysWithValues: try store.contacts().map { ($0.id, $0.fullName) })
                for message in try store.allMessages() {
                    let line = MessageLine(message, names: names)
                    StandardStreams.printLine(json ? JSONLine.encode(line) : line.text)
                }
            } catch {
                throw CommandFailure(error)
            }
        }
    }

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Store incoming messages from a JSON file (format: \(Documentation.path("monkeychat.md"))); all or nothing."
        )

        @Argument(help: "The messages JSON file.", completion: .file())
        var file: String

        @OptionGroup var state: StateOptions

        func run() throws {
            do {
                let result = try MonkeyChatStore(stateDirectory: state.directory)
                    .importMessages(from: URL(fileURLWithPath: file))
                StandardStreams.printLine("\(result.added) added, \(result.alreadyStored) already stored")
            } catch {
                throw CommandFailure(error)
            }
        }
    }
}

/// One message as `hark messages list` prints it.
struct MessageLine: Encodable {
    var id: Int64
    var date: String
    var from: String
    var to: [String]
    var read: Bool
    var flagged: Bool
    var content: String

    init(_ message: Message, names: [Int64: String]) {
        id = message.id
        date = ISO8601DateFormatter().string(from: message.date)
        from = message.senderID.map { names[$0] ?? "#\($0)" } ?? "me"
        to = message.recipientIDs.map { names[$0] ?? "#\($0)" }
        read = message.isRead
        flagged = message.isFlagged
        content = message.content
    }

    var text: String {
        let flags = (read ? "" : "unread ") + (flagged ? "flagged " : "")
        return "\(date)\t\(from) → \(to.isEmpty ? "me" : to.joined(separator: ", "))\t\(flags)\(content)"
    }
}
