import Foundation

/// The samples read from one manifest (or one Sphinx `.fileids` list), in file order.
public struct SampleSet: Hashable, Sendable {
    /// The file name without directory or extension; every sample's ``EvaluationSample/set``.
    public var name: String
    /// The file the samples were read from.
    public var path: String
    public var samples: [EvaluationSample]

    public init(name: String, path: String, samples: [EvaluationSample]) {
        self.name = name
        self.path = path
        self.samples = samples
    }
}

extension SampleSet {
    /// The set at `path`: a Sphinx `.fileids` list (a file named `fileids` or `*.fileids`), its
    /// `.transcription` beside it giving the references when there is one (`transcription` for a
    /// file named `fileids`), with audio files of `audioExtension` in `rawFormat` when headerless;
    /// anything else a JSON Lines manifest.
    public static func read(
        _ path: String, audioExtension: String = "wav", rawFormat: String? = nil
    ) throws(ManifestError) -> SampleSet {
        let name = (path as NSString).lastPathComponent
        guard name == "fileids" || name.hasSuffix(".fileids") else {
            return try ManifestReader.read(contentsOf: path)
        }
        let stem = name == "fileids" ? "transcription" : (name as NSString).deletingPathExtension + ".transcription"
        let transcription = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(stem)
        return try SphinxCorpusReader(audioExtension: audioExtension, rawFormat: rawFormat)
            .read(
                fileIDsPath: path,
                transcriptionPath: FileManager.default.fileExists(atPath: transcription) ? transcription : nil)
    }
}
