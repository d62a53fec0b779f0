import Foundation
import HarkSupport

/// Where the domain classifier's committed model and data live, so the CLI and tests find them
/// without configuration.
public enum DomainModelFiles {
    /// Environment variable naming the `Models/` folder to use instead of searching (shared with
    /// the other committed models).
    public static let modelsDirectoryVariable = ModelsDirectory.environmentVariable
    /// The data folder below `Models/`: examples, templates, slots, confusions and the model.
    public static let dataFolder = "domains"
    /// The model below the data folder.
    public static let modelFile = "classifier.json"
    /// Groups of acoustically confusable phrases below the data folder.
    public static let confusionsFile = "confusions.txt"

    /// `Models/domains/classifier.json`, found as ``defaultDataDirectory`` is; nil when absent.
    public static var defaultModelURL: URL? {
        guard let directory = defaultDataDirectory else { return nil }
        let url = directory.appendingPathComponent(modelFile)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// `Models/domains` with its `examples` folder (see `ModelsDirectory`); nil when there is none.
    public static var defaultDataDirectory: URL? {
        ModelsDirectory.locate(dataFolder + "/examples")?.deletingLastPathComponent()
    }
}
