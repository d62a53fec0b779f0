/// Path arithmetic for manifests, kept textual (no Foundation URLs) so relative paths stay relative
/// and reports show paths the way the user wrote them.
enum ManifestPath {
    /// `dir/sub/x.jsonl` → `dir/sub`; `x.jsonl` → nil (the current directory).
    static func directory(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `dir/sub/x.jsonl` → `x`.
    static func stem(of path: String) -> String {
        removingExtension(String(path.split(separator: "/").last ?? Substring(path)))
    }

    /// `a/b.c.wav` → `a/b.c`; a leading dot (`.hidden`) is not an extension.
    static func removingExtension(_ path: String) -> String {
        let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[nameStart...].lastIndex(of: "."), dot > nameStart else { return path }
        return String(path[..<dot])
    }

    /// `path` if absolute, else `directory/path`; a leading `./` is dropped.
    static func resolve(_ path: String, against directory: String?) -> String {
        var relative = Substring(path)
        if relative.hasPrefix("/") { return path }
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        guard let directory, directory != "." else { return String(relative) }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }
}
