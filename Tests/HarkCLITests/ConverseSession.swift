import Foundation
import HarkTestSupport
import Testing

/// A temporary folder of good and bad audio, state and cache for one test (HarkTestSupport's).
typealias Workspace = ScratchDirectory

/// What the dialog tests share: `hark` run against the workspace's own state and cache, and a
/// conversation played through `hark converse --json` (flite's requests: `Workspace.speak`).
extension Workspace {
    func hark(_ arguments: [String]) throws -> HarkProcess {
        try HarkProcess.run(arguments + ["--state", path("state")], environment: ["HARK_CACHE_DIR": path("cache")])
    }

    /// Plays the turns (audio paths or typed words) in one `hark converse --json` and reads each
    /// reply's JSON object; `status` is the exit status the dialog's end gives (3 when its last
    /// turn was not understood or refused).
    func converse(_ turns: [String], options: [String] = [], status: Int32 = 0) throws -> [[String: Any]] {
        let input = try write(Data((turns.joined(separator: "\n") + "\n").utf8), "turns.txt")
        let run = try hark(["converse", "--json", "--input", input] + options)
        #expect(run.status == status, Comment(rawValue: run.standardError))
        return try run.outputLines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }
}

/// The words a converse reply says back.
func responseText(_ reply: [String: Any]) -> String {
    (reply["response"] as? [String: Any])?["text"] as? String ?? ""
}
