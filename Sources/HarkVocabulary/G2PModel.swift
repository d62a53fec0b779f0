import Foundation
import HarkSupport

/// Where the committed G2P model lives, so the CLI and tests find it without configuration.
public enum G2PModel {
    /// The model's path below a `Models/` folder.
    public static let relativePath = "g2p/cmudict-en-us.g2p"

    /// Environment variable naming the `Models/` folder to use instead of searching.
    public static let modelsDirectoryVariable = ModelsDirectory.environmentVariable

    /// The committed model (see `ModelsDirectory`); nil when none exists.
    public static var defaultURL: URL? { ModelsDirectory.locate(relativePath) }
}
