import ArgumentParser
import Foundation
import Hark
import HarkIntents
import HarkUserVocabulary
import HarkVocabulary
import MonkeyChat

/// `hark contacts`: MonkeyChat's address book.
struct ContactsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contacts",
        abstract: "Manage MonkeyChat's address book.",
        subcommands: [Import.self, List.self])

    struct Import: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Add or update contacts from a JSON file (format: \(Documentation.path("monkeychat.md"))).",
            discussion: """
                The import is all or nothing: a bad entry is reported with the file and its index, \
                and nothing is stored. The user's contact-name vocabulary is then registered again \
                (screen names by last use, then full names) if MonkeyChat is authorized.
                """)

        @Argument(help: "The contacts JSON file.", completion: .file())
        var file: String

        @OptionGroup var state: StateOptions
        @OptionGroup var user: UserOptions

        func run() throws {
            do {
                let store = try MonkeyChatStore(stateDirectory: state.directory)
                let result = try store.importContacts(from: URL(fileURLWithPath: file))
                let settings = try AssistantSettingsStore(stateDirectory: state.directory).load()
                var registered = "not registered: MonkeyChat is \(settings.authorization(of: MonkeyChatApp.name))"
                if settings.mayRegisterVocabulary(for: MonkeyChatApp.name) {
                    let vocabulary = try UserVocabularyStore(stateDirectory: state.directory).vocabulary(for: user.user)
                    registered = "\(try store.syncVocabulary(into: vocabulary)) names in \(user.user)'s vocabulary"
                }
                StandardStreams.printLine("\(result.added) added, \(result.updated) updated; \(registered)")
            } catch {
                throw CommandFailure(error)
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List contacts, most recently used first: screen name, full name, last used.")

        @OptionGroup var state: StateOptions

        func run() throws {
            do {
                let store = try MonkeyChatStore(stateDirectory: state.directory)
                let contacts = try store.contacts().sorted {
                    ($0.lastUsed ?? .distantPast, $1.fullName) > ($1.lastUsed ?? .distantPast, $0.fullName)
                }
                for contact in contacts {
                    let used = contact.lastUsed.map { ISO8601DateFormatter().string(from: $0) } ?? "never"
                    StandardStreams.printLine("\(contact.screenName)\t\(contact.fullName)\t\(used)")
                }
            } catch {
                throw CommandFailure(error)
            }
        }
    }
}
