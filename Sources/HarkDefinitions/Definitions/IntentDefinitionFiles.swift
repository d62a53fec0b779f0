import Foundation
import HarkSupport

/// Where the shipped intent definitions live, so the CLI and tests find them without configuration.
public enum IntentDefinitionFiles {
    /// The definitions' folder below a `Models/` folder.
    public static let relativePath = "intents"

    /// Environment variable naming the `Models/` folder to use instead of searching.
    public static let modelsDirectoryVariable = ModelsDirectory.environmentVariable

    /// The shipped definitions (see `ModelsDirectory`); nil when none exist.
    public static var defaultDirectory: URL? { ModelsDirectory.locate(relativePath) }
}
