import ArgumentParser
import Foundation

/// Another run's JSON Lines output, read by the commands that score it (`evaluate listen`,
/// `evaluate wake`).
enum JSONLinesFile {
    /// The lines of `path` as `Line`s, blank lines skipped. An unreadable file, or a line that is
    /// no `Line` or that `refuse` says is not one, ends the command naming the file and the line;
    /// `expected` says what such a line should have been (else the decoder's own words do).
    static func read<Line: Decodable>(
        _ path: String, expected: String? = nil, refuse: (Line) -> Bool = { _ in false }
    ) throws -> [Line] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw CommandFailure("\(path): cannot read (\(error.localizedDescription))")
        }
        var result: [Line] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let problem: String
            do {
                let decoded = try JSONDecoder().decode(Line.self, from: Data(line.utf8))
                if !refuse(decoded) {
                    result.append(decoded)
                    continue
                }
                problem = expected.map { "not \($0)" } ?? "not a line this command reads"
            } catch {
                problem = expected.map { "not \($0)" } ?? "not a line this command reads (\(error))"
            }
            throw CommandFailure("\(path):\(number + 1): \(problem)")
        }
        return result
    }
}
