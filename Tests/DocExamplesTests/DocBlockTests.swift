import Foundation
import Testing

/// Every Swift block of the documentation is code the package compiles, byte for byte.
@Suite("Documentation's Swift blocks")
struct DocBlockTests {
    @Test func everySwiftBlockIsACompiledExample() throws {
        let regions = try DocSources.testRegions()
        var checked = 0
        for markdown in try DocSources.documentedFiles() {
            let blocks = try DocSources.swiftBlocks(inFile: markdown)
            let compiled =
                try (DocSources.wholeFileExamples[markdown] ?? []).map(DocSources.read) + (regions[markdown] ?? [])
            for block in blocks where !compiled.contains(block) {
                Issue.record(
                    "\(markdown): a ```swift block no compiled example holds (fence it ```text if it is not Swift):\n\(block)"
                )
            }
            for example in compiled where !blocks.contains(example) {
                Issue.record("\(markdown): a compiled example it no longer shows:\n\(example)")
            }
            checked += blocks.count
        }
        // The README's program, the fragments of docs/*.md and ResponseCatalog's: a parser that found
        // none would pass.
        #expect(checked >= 9)
    }

    @Test func regionsNameMarkdownThatExists() throws {
        for markdown in try DocSources.testRegions().keys {
            #expect(FileManager.default.fileExists(atPath: DocSources.root.appendingPathComponent(markdown).path))
        }
    }

    @Test func blocksAreFoundWithTheirExactBytes() {
        let markdown = "text\n```swift\nlet a = 1\n\n    let b = 2\n```\n```sh\nls\n```\n```swift ignore\nx\n```\n"
        #expect(DocSources.swiftBlocks(in: markdown) == ["let a = 1\n\n    let b = 2\n", "x\n"])
        let source = "func f() {\n    // doc-example: a.md\n    let a = 1\n\n        b()\n    // doc-example: end\n}\n"
        let regions = DocSources.regions(in: source)
        #expect(regions.map(\.markdown) == ["a.md"])
        #expect(regions.map(\.text) == ["let a = 1\n\n    b()\n"])
        let twice = DocSources.regions(in: "// doc-example: a.md b.swift\nx()\n// doc-example: end\n")
        #expect(twice.map(\.markdown) == ["a.md", "b.swift"])
        #expect(twice.map(\.text) == ["x()\n", "x()\n"])
        let comment = "/// A type.\n///\n/// ```swift\n/// let a = 1\n///\n/// ```\nstruct A {}\n"
        #expect(DocSources.swiftBlocks(in: DocSources.documentationComments(of: comment)) == ["let a = 1\n\n"])
    }
}
