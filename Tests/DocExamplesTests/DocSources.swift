import Foundation
import HarkTestSupport

/// The repository's documentation and the compiled sources its Swift blocks must match.
///
/// Documentation is every Markdown file and every DocC comment (`///`) in `Sources/`. A ```swift
/// block there is either a whole example file (``wholeFileExamples``) or a region of this test
/// target between `// doc-example: PATH…` (one or more files showing it) and `// doc-example: end`,
/// compared with the region's common indentation removed. A fragment that is not meant to compile
/// is fenced as something else (```text), so no Swift block can go unchecked.
enum DocSources {
    /// The repository.
    static let root = Repository.root

    /// Markdown files whose Swift blocks are whole example programs, by repository path.
    static let wholeFileExamples = ["README.md": ["Examples/HandleAnIntent/main.swift"]]

    static let regionMarker = "// doc-example: "

    /// Every Markdown file of the repository and every Swift file of `Sources/` (build products
    /// and hidden folders left out).
    static func documentedFiles() throws -> [String] {
        let skipped: Set<String> = [".build", ".git", ".swiftpm", "reports"]
        var found: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let url = folder.isEmpty ? root : root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                guard !name.hasPrefix("."), !skipped.contains(name) else { continue }
                let path = folder.isEmpty ? name : "\(folder)/\(name)"
                var isDirectory: ObjCBool = false
                let file = root.appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    folders.append(path)
                } else if name.hasSuffix(".md") || (path.hasPrefix("Sources/") && name.hasSuffix(".swift")) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// The Swift blocks of a documented file: of the Markdown itself, or of a Swift file's DocC
    /// comments.
    static func swiftBlocks(inFile path: String) throws -> [String] {
        let text = try read(path)
        return swiftBlocks(in: path.hasSuffix(".swift") ? documentationComments(of: text) : text)
    }

    /// The text of the `///` comments, other lines left empty.
    static func documentationComments(of source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else { return "" }
            let comment = trimmed.dropFirst(3)
            return String(comment.first == " " ? comment.dropFirst() : comment)
        }
        .joined(separator: "\n")
    }

    /// The contents of each block fenced ```swift (with or without more words on the fence line),
    /// each ending in a newline.
    static func swiftBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if var lines = current {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append(lines.map { "\($0)\n" }.joined())
                    current = nil
                } else {
                    lines.append(line)
                    current = lines
                }
            } else if line.trimmingCharacters(in: .whitespaces).hasPrefix("```swift") {
                current = []
            }
        }
        return blocks
    }

    /// The regions of `source`, dedented, in order, once for each file they are marked for.
    static func regions(in source: String) -> [(markdown: String, text: String)] {
        var regions: [(markdown: String, text: String)] = []
        var open: (files: [String], lines: [Substring])?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(regionMarker) {
                let names = trimmed.dropFirst(regionMarker.count).split(separator: " ").map(String.init)
                if let region = open, names == ["end"] {
                    regions += region.files.map { ($0, dedented(region.lines)) }
                    open = nil
                } else {
                    open = (names, [])
                }
            } else if open != nil {
                open?.lines.append(line)
            }
        }
        return regions
    }

    /// The lines without the indentation they all share, each ending in a newline.
    static func dedented(_ lines: [Substring]) -> String {
        let indents = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }
        let indent = indents.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "\n" : "\($0.dropFirst(indent))\n" }.joined()
    }

    /// The marked regions of this test target's sources, by Markdown path.
    static func testRegions() throws -> [String: [String]] {
        let folder = root.appendingPathComponent("Tests/DocExamplesTests")
        var byMarkdown: [String: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where name.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for region in regions(in: source) { byMarkdown[region.markdown, default: []].append(region.text) }
        }
        return byMarkdown
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
