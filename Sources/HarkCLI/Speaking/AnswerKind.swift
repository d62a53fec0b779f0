import ArgumentParser
import Hark

/// `--answering`: the dialog question an audio file answers, so it is heard with that question's
/// narrowed search, as `hark converse` would hear it.
struct AnswerKind: ExpressibleByArgument {
    static let help = ArgumentHelp(
        "Hear each file as the answer to a question: yes-no, choice=NAME,…, names=NAME,… or free-text=APP.INTENT.PARAMETER.",
        discussion: """
            The search `hark converse` listens with after asking: a yes/no; a choice among options \
            read out (by name or place: "the second one"); a name asked for ("who?"), without \
            ordinals; a message's content. An empty transcript means the search heard no answer; a \
            whole command of some app is heard as that command (in JSON, heardAsCommand), which \
            replaces the question.
            """)

    let expectation: FollowUpExpectation

    init?(argument: String) {
        if argument == "yes-no" {
            expectation = .yesNo
            return
        }
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, !parts[1].isEmpty else { return nil }
        switch parts[0] {
        case "names", "choice":
            let names = parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard !names.contains(where: \.isEmpty) else { return nil }
            expectation = parts[0] == "choice" ? .choice(names) : .names(names)
        case "free-text":
            let path = parts[1].split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard path.count == 3, !path.contains(where: \.isEmpty) else { return nil }
            expectation = .freeText(app: path[0], intent: path[1], parameter: path[2])
        default:
            return nil
        }
    }
}
