/// Reads a corpus in the layout of SphinxTrain and the PocketSphinx test data: a `.fileids` list
/// (one utterance id per line, possibly with directory parts, e.g. `speaker1/utt01`) and an
/// optional `.transcription` file with one `<s> words </s> (id)` line per utterance.
///
/// The audio of id `speaker1/utt01` is `<audioDirectory>/speaker1/utt01.<audioExtension>`, as
/// with `-cepdir`/`-cepext` in the Sphinx tools. Transcription lines are matched to ids by their
/// `(id)`: exactly, or else by the last path component on either side (transcriptions often omit
/// the directories). A transcription with no ids at all is matched line by line.
public struct SphinxCorpusReader: Sendable {
    /// Where audio paths start; nil means the directory of the `.fileids` file.
    public var audioDirectory: String?
    /// Appended to each id unless the id already ends with it.
    public var audioExtension: String
    /// The layout of the audio when it is headerless, e.g. `s16le:16000:1` for Sphinx `.raw`.
    public var rawFormat: String?

    public init(audioDirectory: String? = nil, audioExtension: String = "wav", rawFormat: String? = nil) {
        self.audioDirectory = audioDirectory
        self.audioExtension =
            audioExtension.hasPrefix(".")
            ? String(audioExtension.dropFirst()) : audioExtension
        self.rawFormat = rawFormat
    }

    /// Reads the `.fileids` file and, when given, the `.transcription` file.
    public func read(fileIDsPath: String, transcriptionPath: String?) throws(ManifestError)
        -> SampleSet
    {
        let fileIDs = try ManifestReader.readText(fileIDsPath)
        let transcription: (text: String, path: String)?
        if let transcriptionPath {
            transcription = (try ManifestReader.readText(transcriptionPath), transcriptionPath)
        } else {
            transcription = nil
        }
        return try parse(fileIDs: fileIDs, path: fileIDsPath, transcription: transcription)
    }

    /// Parses already-read text; `path` names the set and anchors the audio directory.
    public func parse(
        fileIDs: String, path: String, transcription: (text: String, path: String)?
    ) throws(ManifestError) -> SampleSet {
        let set = ManifestPath.stem(of: path)
        let directory = audioDirectory ?? ManifestPath.directory(of: path)
        var samples: [EvaluationSample] = []
        for (index, line) in ManifestReader.lines(of: fileIDs).enumerated() {
            // Control files may carry frame ranges after the id; only the id matters here.
            guard let id = line.split(whereSeparator: \.isWhitespace).first.map(String.init)
            else { continue }
            let file = id.hasSuffix("." + audioExtension) ? id : id + "." + audioExtension
            samples.append(
                EvaluationSample(
                    id: id.hasSuffix("." + audioExtension)
                        ? ManifestPath.removingExtension(id) : id,
                    audioPath: ManifestPath.resolve(file, against: directory), set: set,
                    rawFormat: rawFormat, location: ManifestLocation(path: path, line: index + 1)))
        }
        guard !samples.isEmpty else { throw ManifestError(path: path, reason: .noSamples) }
        if let transcription {
            try attach(transcription, to: &samples)
        }
        return SampleSet(name: set, path: path, samples: samples)
    }

    private func attach(
        _ transcription: (text: String, path: String), to samples: inout [EvaluationSample]
    ) throws(ManifestError) {
        var lines: [(line: SphinxTranscriptLine, number: Int)] = []
        for (index, text) in ManifestReader.lines(of: transcription.text).enumerated()
        where !text.allSatisfy(\.isWhitespace) {
            lines.append((SphinxTranscriptLine(parsing: text), index + 1))
        }

        let withoutID = lines.filter { $0.line.id == nil }
        if withoutID.count == lines.count {
            guard lines.count == samples.count else {
                throw ManifestError(
                    path: transcription.path,
                    reason: .countMismatch(fileIDs: samples.count, transcriptions: lines.count))
            }
            for index in samples.indices { samples[index].reference = lines[index].line.text }
            return
        }
        if let first = withoutID.first {
            throw ManifestError(
                path: transcription.path, line: first.number, reason: .missingUtteranceID)
        }

        var byID: [String: String] = [:]
        var byBaseName: [String: String] = [:]
        for (line, _) in lines {
            let id = line.id!
            byID[id] = byID[id] ?? line.text
            byBaseName[Self.baseName(id)] = byBaseName[Self.baseName(id)] ?? line.text
        }
        for index in samples.indices {
            let id = samples[index].id
            guard let text = byID[id] ?? byID[Self.baseName(id)] ?? byBaseName[Self.baseName(id)]
            else {
                throw ManifestError(
                    path: samples[index].location?.path ?? transcription.path,
                    line: samples[index].location?.line,
                    reason: .noTranscription(id: id, transcriptionPath: transcription.path))
            }
            samples[index].reference = text
        }
    }

    private static func baseName(_ id: String) -> String {
        String(id.split(separator: "/").last ?? Substring(id))
    }
}
