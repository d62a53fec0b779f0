import Foundation
import Testing

/// Every public declaration of the libraries (`Hark` and each module it re-exports, and
/// `HarkDevice`) has a DocC comment.
@Suite("Public API documentation")
struct PublicAPIDocumentationTests {
    /// `Hark`, the modules `Sources/Hark/Exports.swift` re-exports, and the other product, `HarkDevice`.
    static func libraryModules() throws -> [String] {
        let exports = try DocSources.read("Sources/Hark/Exports.swift")
        let prefix = "@_exported import "
        let reexported = exports.split(separator: "\n").filter { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count)) }
        return ["Hark", "HarkDevice"] + reexported
    }

    /// The Swift files of `Sources/MODULE`, by repository path.
    static func sources(ofModule module: String) throws -> [PublicDeclarationScanner.Source] {
        let folder = DocSources.root.appendingPathComponent("Sources/\(module)")
        guard let walk = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return try walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            let path = "Sources/\(module)/\(name)"
            return PublicDeclarationScanner.Source(path: path, text: try DocSources.read(path))
        }
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        let modules = try Self.libraryModules()
        #expect(modules.count >= 12)
        let sources = try modules.flatMap(Self.sources(ofModule:))
        #expect(sources.count > 100)
        let findings = PublicDeclarationScanner.undocumented(in: sources)
        for path in findings.keys.sorted() {
            for finding in findings[path] ?? [] {
                Issue.record("\(path):\(finding.line): public declaration without a doc comment: \(finding.text)")
            }
        }
    }

    @Test func scannerFindsUndocumentedPublicDeclarations() {
        let source = """
            import Foundation

            /// Documented.
            public struct Documented: Sendable {
                public var bare: Int
                /// Documented.
                public private(set) var counted: Int
                public private(set) var countedBare: Int
                @discardableResult
                public func attributed() -> Int { 1 }
                /// Documented, above its attributes.
                @inlinable
                @available(
                    *, deprecated, message: "x")
                public func documentedAttributed() -> Int { 1 }
                @MainActor public static func inlineAttribute() {}
                var internalOne: Int { 1 }
                private func helper() {
                    public struct LocalsAreNotAPI {}
                    let text = "} public var notADeclaration = 1 {"
                }
                public init(
                    bare: Int,
                    counted: Int
                ) {
                    self.bare = bare
                    self.counted = counted
                    self.countedBare = 0
                }
                struct Internal {
                    public var hidden: Int
                }
                /**
                 A block doc comment.
                 */
                public subscript(index: Int) -> Int { index }
            }

            public enum Choice: String {
                /// Documented.
                case one
                case two, three
                indirect case nested
            }

            enum InternalChoice {
                case hidden
            }

            package struct PackageOnly {
                public var hidden: Int
            }

            public protocol Requirement {
                associatedtype Element
                /// Documented.
                var documented: Int { get }
                func required()
            }

            public extension Documented {
                func defaultPublic() {}
                private func notPublic() {}
            }

            extension Documented {
                public typealias Alias = Int
                func internalMember() {}
            }

            extension PackageOnly {
                public func hidden() {}
            }

            // A plain comment is not a doc comment.
            public final class Plain {
                //// Not a doc comment either.
                open func overridable() {}
                public class func classMethod() {}
                public static let constant = #"raw "{" string"#
                public var multiline = \"""
                    public var notADeclaration {
                    \"""
            }
            """
        let lines = PublicDeclarationScanner.undocumented(in: source).map(\.line)
        let expected = [
            "public var bare: Int", "public private(set) var countedBare: Int", "public func attributed() -> Int { 1 }",
            "@MainActor public static func inlineAttribute() {}", "public init(", "public enum Choice: String {",
            "case two, three", "indirect case nested", "public protocol Requirement {", "associatedtype Element",
            "func required()", "func defaultPublic() {}",
            "public typealias Alias = Int", "public final class Plain {", "open func overridable() {}",
            "public class func classMethod() {}", "public static let constant = #\"raw \"{\" string\"#",
            "public var multiline = \"\"\"",
        ]
        let sourceLines = source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.map { sourceLines[$0 - 1].trimmingCharacters(in: .whitespaces) } == expected)
        let attributed = sourceLines.firstIndex { $0.contains("public func attributed") }.map { $0 + 1 }
        #expect(lines.contains(attributed ?? 0))
    }

    @Test func documentedSourceHasNoFindings() {
        let source = """
            /// A type.
            public struct A {
                /// A field.
                public var a: Int
                /// Run.
                @discardableResult
                public func run() -> Int { a }
            }
            """
        #expect(PublicDeclarationScanner.undocumented(in: source).isEmpty)
        let undocumented = source.replacingOccurrences(of: "    /// A field.\n", with: "")
        #expect(PublicDeclarationScanner.undocumented(in: undocumented) == [.init(line: 3, text: "public var a: Int")])
    }
}
