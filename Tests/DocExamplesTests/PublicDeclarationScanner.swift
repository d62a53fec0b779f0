import Foundation

/// Finds the public declarations of Swift source that have no doc comment, by scanning the text.
///
/// Not a parser: a small lexer drops comments and string literals and tracks braces, and each line
/// that starts a declaration at type level is read as attributes, modifiers and a keyword. A
/// declaration is public API when it is `public` or `open` (or, without an access modifier, a
/// requirement of a public protocol, a member of a `public extension` or a case of a public enum)
/// and every type or extension around it can be public: members of `package`, internal or private
/// types, and declarations inside function and property bodies, are not. It is documented when the
/// line directly above it, or above its first attribute line, is a `///` comment or the end of a
/// `/** */` comment. A one-line type body (`enum E { case a, b }`) is not looked into.
enum PublicDeclarationScanner {
    /// A public declaration without a doc comment: its 1-based line and its text.
    struct Finding: Equatable, CustomStringConvertible {
        var line: Int
        var text: String
        var description: String { "\(line): \(text)" }
    }

    /// One source file: its name (for messages) and its text.
    struct Source {
        var path: String
        var text: String
    }

    static let declarationKeywords: Set<String> = [
        "func", "var", "let", "init", "subscript", "case", "struct", "class", "enum", "actor", "protocol",
        "typealias", "associatedtype", "extension", "macro", "deinit",
    ]
    static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol"]
    static let accessModifiers: Set<String> = ["public", "open", "package", "internal", "fileprivate", "private"]
    static let otherModifiers: Set<String> = [
        "static", "final", "override", "mutating", "nonmutating", "nonisolated", "convenience", "required",
        "lazy", "weak", "unowned", "indirect", "dynamic", "optional", "consuming", "borrowing", "distributed",
        "isolated", "prefix", "postfix", "infix",
    ]

    /// The undocumented public declarations of each source, by path. Type names are gathered from
    /// all the sources first, so that an extension of a non-public type (declared in any of them)
    /// adds no public API.
    static func undocumented(in sources: [Source]) -> [String: [Finding]] {
        var publicTypes: [String: Bool] = [:]
        for source in sources {
            for (name, isPublic) in scan(source.text, typeVisibility: [:]).types {
                publicTypes[name] = (publicTypes[name] ?? false) || isPublic
            }
        }
        var findings: [String: [Finding]] = [:]
        for source in sources {
            let found = scan(source.text, typeVisibility: publicTypes).findings
            if !found.isEmpty { findings[source.path] = found }
        }
        return findings
    }

    /// The undocumented public declarations of one source, taken alone.
    static func undocumented(in text: String) -> [Finding] {
        undocumented(in: [Source(path: "", text: text)])[""] ?? []
    }

    // MARK: - Lexing

    /// A line of source: the code left when comments and string contents are dropped, and whether
    /// the line is (part of) a doc comment.
    struct Line {
        var code = ""
        var isDocComment = false
    }

    private enum Mode {
        case code(interpolationParens: Int?)
        case string(hashes: Int, multiline: Bool)
        case blockComment(isDoc: Bool)
    }

    static func lines(of text: String) -> [Line] {
        let chars = Array(text.unicodeScalars)
        var lines = [Line()]
        var modes: [Mode] = [.code(interpolationParens: nil)]
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < chars.count ? chars[index + offset] : nil }
        func hashes(from start: Int) -> Int {
            var count = 0
            while start + count < chars.count, chars[start + count] == "#" { count += 1 }
            return count
        }
        while index < chars.count {
            let char = chars[index]
            if char == "\n" {
                lines.append(Line())
                index += 1
                continue
            }
            switch modes[modes.count - 1] {
            case .code(let parens):
                if char == "/", at(1) == "/" {
                    // A line comment: `///` (not `////`) marks a doc comment line.
                    if at(2) == "/", at(3) != "/" { lines[lines.count - 1].isDocComment = true }
                    while index < chars.count, chars[index] != "\n" { index += 1 }
                    continue
                }
                if char == "/", at(1) == "*" {
                    let isDoc = at(2) == "*" && at(3) != "/"
                    modes.append(.blockComment(isDoc: isDoc))
                    if isDoc { lines[lines.count - 1].isDocComment = true }
                    index += 2
                    continue
                }
                let count = hashes(from: index)
                if chars.count > index + count, chars[index + count] == "\"" {
                    let start = index + count
                    let multiline = start + 2 < chars.count && chars[start + 1] == "\"" && chars[start + 2] == "\""
                    modes.append(.string(hashes: count, multiline: multiline))
                    lines[lines.count - 1].code += "\"\""
                    index = start + (multiline ? 3 : 1)
                    continue
                }
                if let parens {
                    if char == "(" {
                        modes[modes.count - 1] = .code(interpolationParens: parens + 1)
                    } else if char == ")" {
                        if parens == 0 {
                            modes.removeLast()
                            index += 1
                            continue
                        }
                        modes[modes.count - 1] = .code(interpolationParens: parens - 1)
                    }
                }
                lines[lines.count - 1].code.unicodeScalars.append(char)
                index += 1
            case .string(let hashCount, let multiline):
                if char == "\\", hashes(from: index + 1) == hashCount {
                    let next = index + 1 + hashCount
                    if next < chars.count, chars[next] == "(" {
                        modes.append(.code(interpolationParens: 0))
                    }
                    index = next + 1
                    continue
                }
                let quotes = multiline ? 3 : 1
                if char == "\"", (0..<quotes).allSatisfy({ at($0) == "\"" }), hashes(from: index + quotes) >= hashCount
                {
                    modes.removeLast()
                    index += quotes + hashCount
                    continue
                }
                index += 1
            case .blockComment(let isDoc):
                if isDoc { lines[lines.count - 1].isDocComment = true }
                if char == "*", at(1) == "/" {
                    modes.removeLast()
                    index += 2
                } else if char == "/", at(1) == "*" {
                    modes.append(.blockComment(isDoc: isDoc))
                    index += 2
                } else {
                    index += 1
                }
            }
        }
        return lines
    }

    // MARK: - Scanning

    /// A brace scope: a type or extension body whose declarations are read, or any other body
    /// (function, property, closure), which is skipped whole.
    private struct Scope {
        /// A body whose declarations are read: the file itself or a type or extension.
        var isContainer: Bool
        /// Members declared `public` here are public API.
        var canBePublic: Bool
        /// Members with no access modifier are public API (a public protocol or `public extension`).
        var defaultPublic: Bool
        /// A public enum: its cases are public API.
        var isPublicEnum: Bool
        var parens = 0
    }

    /// A declaration line read as attributes, modifiers and keyword.
    private struct Declaration {
        var access: String?
        var keyword: String
        var name: String
    }

    private static func declaration(in code: Substring) -> (attributesOnly: Bool, Declaration?) {
        var rest = code.drop { $0 == " " || $0 == "\t" }
        // Attributes: `@Name`, optionally with arguments in parentheses.
        while rest.first == "@" {
            rest = rest.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if rest.first == "(" {
                var depth = 0
                var end = rest.startIndex
                for index in rest.indices {
                    if rest[index] == "(" { depth += 1 }
                    if rest[index] == ")" { depth -= 1 }
                    end = rest.index(after: index)
                    if depth == 0 { break }
                }
                if depth != 0 { return (true, nil) }
                rest = rest[end...]
            }
            rest = rest.drop { $0 == " " || $0 == "\t" }
        }
        if rest.isEmpty { return (true, nil) }
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { word in
            // `private(set)`, `nonisolated(unsafe)`: the modifier without its argument.
            word.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        }
        var access: String?
        var position = 0
        while position < words.count {
            let word = words[position]
            let next = position + 1 < words.count ? words[position + 1] : ""
            if accessModifiers.contains(word) {
                // `public private(set) var`: the first access modifier is the declaration's.
                if access == nil { access = word }
            } else if otherModifiers.contains(word)
                || (word == "class"
                    && (declarationKeywords.contains(next) || otherModifiers.contains(next)
                        || accessModifiers.contains(next)))
            {
            } else {
                break
            }
            position += 1
        }
        guard position < words.count, declarationKeywords.contains(words[position]) else { return (false, nil) }
        let keyword = words[position]
        var name = position + 1 < words.count ? Substring(words[position + 1]) : ""
        name = name.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return (
            false, Declaration(access: access, keyword: keyword, name: String(name.split(separator: ".").last ?? ""))
        )
    }

    /// The undocumented public declarations of `text`, and the visibility of each type it
    /// declares. `typeVisibility` tells, for a type name, whether any declaration of it is public.
    static func scan(_ text: String, typeVisibility: [String: Bool]) -> (findings: [Finding], types: [(String, Bool)]) {
        let lines = lines(of: text)
        var scopes = [Scope(isContainer: true, canBePublic: true, defaultPublic: false, isPublicEnum: false)]
        var pending: Scope?
        var attributeStart: Int?
        var findings: [Finding] = []
        var types: [(String, Bool)] = []
        for (number, line) in lines.enumerated() {
            let code = line.code.trimmingCharacters(in: .whitespaces)
            if code.isEmpty { continue }
            let scope = scopes[scopes.count - 1]
            if scope.isContainer, scope.parens == 0 {
                let (attributesOnly, found) = declaration(in: Substring(code))
                if attributesOnly {
                    if attributeStart == nil { attributeStart = number }
                } else {
                    if let found {
                        let explicitlyPublic = found.access == "public" || found.access == "open"
                        let isPublic =
                            scope.canBePublic
                            && (explicitlyPublic || (found.access == nil && scope.defaultPublic)
                                || (found.keyword == "case" && scope.isPublicEnum))
                        if typeKeywords.contains(found.keyword) || found.keyword == "typealias" {
                            types.append((found.name, isPublic))
                        }
                        if found.keyword == "extension" {
                            let closed = found.access.map { !["public", "open"].contains($0) } ?? false
                            let canBePublic = scope.canBePublic && !closed && (typeVisibility[found.name] ?? true)
                            pending = Scope(
                                isContainer: true, canBePublic: canBePublic,
                                defaultPublic: canBePublic && explicitlyPublic,
                                isPublicEnum: false)
                        } else if typeKeywords.contains(found.keyword) {
                            pending = Scope(
                                isContainer: true, canBePublic: isPublic,
                                defaultPublic: isPublic && found.keyword == "protocol",
                                isPublicEnum: isPublic && found.keyword == "enum")
                        }
                        let first = attributeStart ?? number
                        if isPublic, found.keyword != "extension", found.keyword != "deinit",
                            first == 0 || !lines[first - 1].isDocComment
                        {
                            findings.append(Finding(line: number + 1, text: code))
                        }
                    }
                    attributeStart = nil
                }
            }
            for char in code {
                switch char {
                case "(", "[":
                    scopes[scopes.count - 1].parens += 1
                case ")", "]":
                    scopes[scopes.count - 1].parens -= 1
                case "{":
                    if let container = pending, scopes[scopes.count - 1].parens == 0 {
                        scopes.append(container)
                        pending = nil
                    } else {
                        scopes.append(
                            Scope(isContainer: false, canBePublic: false, defaultPublic: false, isPublicEnum: false))
                    }
                case "}":
                    if scopes.count > 1 { scopes.removeLast() }
                default:
                    break
                }
            }
        }
        return (findings, types)
    }
}
