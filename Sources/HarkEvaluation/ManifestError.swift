/// Why a manifest, `.fileids`, `.transcription` or transcript pairs file (``TranscriptPairReader``)
/// could not be read. Every error names the file and, when the problem is on one line, that line,
/// so the message says exactly what to fix.
public struct ManifestError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        case unreadable(String)
        case badJSON(String)
        /// The line is valid JSON but not an object (`[...]`, `"..."`).
        case notAnObject
        case missingAudio
        /// A transcript pairs line has no `id`, `reference` or `hypothesis` (or has it `null`).
        case missingPairKey(String)
        case wrongType(key: String, expected: String, found: String)
        case invalidRawFormat(String)
        case noSamples
        /// A transcription line has no `(id)` while others do.
        case missingUtteranceID
        /// A file id in `.fileids` has no line in the transcription.
        case noTranscription(id: String, transcriptionPath: String)
        /// The transcription has no ids, so it is matched by order, but the counts differ.
        case countMismatch(fileIDs: Int, transcriptions: Int)
    }

    public var path: String
    /// 1-based; nil when the problem concerns the whole file.
    public var line: Int?
    public var reason: Reason

    public init(path: String, line: Int? = nil, reason: Reason) {
        self.path = path
        self.line = line
        self.reason = reason
    }

    /// `path:line: reason`, or `path: reason` for whole-file problems.
    public var description: String {
        let place = line.map { "\(path):\($0)" } ?? path
        return "\(place): \(reasonText)"
    }

    public var reasonText: String {
        switch reason {
        case .unreadable(let detail): "cannot read the file (\(detail))"
        case .badJSON(let detail): "bad JSON (\(detail))"
        case .notAnObject: "expected a JSON object, one utterance per line"
        case .missingAudio: "missing \"audio\": every utterance needs the path of its audio file"
        case .missingPairKey(let key):
            "missing \"\(key)\": every line needs \"id\", \"reference\" and \"hypothesis\""
        case .wrongType(let key, let expected, let found):
            "\"\(key)\" must be \(expected), not \(found)"
        case .invalidRawFormat(let text):
            "\"rawFormat\" \"\(text)\" is not ENCODING:RATE[:CHANNELS], e.g. s16le:16000:1"
        case .noSamples: "contains no utterances"
        case .missingUtteranceID:
            "no \"(id)\" at the end of the line, while other lines have one"
        case .noTranscription(let id, let transcriptionPath):
            "no line for file id \"\(id)\" in \(transcriptionPath)"
        case .countMismatch(let fileIDs, let transcriptions):
            "the transcription has no ids, so it must have one line per file id, but there are \(fileIDs) file ids and \(transcriptions) transcription lines"
        }
    }
}
