import Foundation

/// The lines of standard input or of a file, read as bytes and each checked to be UTF-8, for the
/// commands that take one request per line (`converse`, `understand` without `--text`). Swift's
/// `readLine()` puts U+FFFD in place of bytes that are not UTF-8, so a path or a request in another
/// encoding (Latin-1 `é` as byte E9) reached the assistant changed, and a file of that name could
/// not be found; here such a line is reported by its number instead, and the lines after it are
/// still read.
final class TurnLines {
    /// One line: its text, or nil when its bytes are not UTF-8.
    private struct Line {
        /// From 1.
        var number: Int
        var text: String?
    }

    private let stream: UnsafeMutablePointer<FILE>
    private let closes: Bool
    private var buffer: UnsafeMutablePointer<CChar>?
    private var capacity = 0
    private var number = 0
    /// "standard input" or the file's path, for messages.
    let name: String

    /// Standard input.
    init() {
        // fdopen rather than the `stdin` global, which Swift 6 does not let code read unchecked.
        stream = fdopen(0, "r")
        closes = false
        name = "standard input"
    }

    /// A file; fails with the system's reason.
    init(path: String) throws(TurnLinesError) {
        guard let stream = fopen(path, "r") else {
            throw TurnLinesError(path: path, reason: String(cString: strerror(errno)))
        }
        // fopen opens a directory on Linux; reading it then fails with EISDIR.
        var status = stat()
        if fstat(fileno(stream), &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR {
            fclose(stream)
            throw TurnLinesError(path: path, reason: "is a directory, not a file")
        }
        self.stream = stream
        closes = true
        name = path
    }

    deinit {
        free(buffer)
        if closes { fclose(stream) }
    }

    /// The next line that is UTF-8 text, without its line break, or nil at the end. Each line
    /// before it that is not UTF-8 is skipped, and `skipped` gets the message naming it.
    func nextText(skipping skipped: (String) -> Void) -> String? {
        while let line = next() {
            if let text = line.text { return text }
            skipped("line \(line.number) of \(name) is not UTF-8 text; it was skipped (save it as UTF-8)")
        }
        return nil
    }

    /// The next line without its line break (`\n` or `\r\n`, as `readLine()` strips), or nil at
    /// the end.
    private func next() -> Line? {
        let count = getline(&buffer, &capacity, stream)
        guard count >= 0, let buffer else { return nil }
        number += 1
        var length = count
        if length > 0 && buffer[length - 1] == 0x0A {
            length -= 1
            if length > 0 && buffer[length - 1] == 0x0D { length -= 1 }
        }
        let bytes = UnsafeRawBufferPointer(start: buffer, count: length)
        return Line(number: number, text: String(validating: bytes, as: UTF8.self))
    }
}

/// A turns file that cannot be opened.
struct TurnLinesError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "\(path): cannot read the turns: \(reason)" }
}
