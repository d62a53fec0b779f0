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
