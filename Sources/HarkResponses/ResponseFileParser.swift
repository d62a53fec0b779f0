import Foundation
import HarkDefinitions
import HarkSupport
import Yams

/// Reads the text of a response file (see `docs/responses.md`):
///
/// ```yaml
/// language: en-US
/// templates:
///   prompt.confirmValue: Did you mean {value}?
///   response.INSetMessageAttributeIntent.success:
///     count: count
///     one: OK, I marked the message as {attribute}.
///     other: OK, I marked {count} messages as {attribute}.
/// ```
///
/// Every mistake — bad YAML, an unknown field, a duplicate key, a malformed placeholder — is
/// reported with the file, line and column, and the template key it belongs to.
struct ResponseFileParser {
    let file: String

    struct Contents {
        var language: ResponseLanguage
        var entries: [String: ResponseEntry]
    }

    /// Brackets open at once, and columns of a line's indentation and compact block entries, that
    /// a response file may nest (`YAMLNesting`): the YAML composer recurses once per level, and
    /// 100,000 nested `[` overflowed the stack. The shipped catalogs nest 3 deep.
    static let maximumYAMLNesting = 200

    func parse(_ yaml: String) throws(ResponseError) -> Contents {
        if let failure = YAMLNesting.check(yaml, limit: Self.maximumYAMLNesting) {
            throw ResponseError(failure.message, file: file, line: failure.line, column: failure.column)
        }
        let root: Node
        do {
            guard let composed = try Yams.compose(yaml: yaml) else {
                throw ResponseError("the file is empty", file: file)
            }
            root = composed
        } catch let error as ResponseError {
            throw error
        } catch let error as YamlError {
            throw translate(error)
        } catch {
            throw ResponseError("not valid YAML: \(error)", file: file)
        }
        let top = try fields(root, of: "the file", allowed: ["language", "templates"], key: nil)
        guard let languageNode = top["language"], let templatesNode = top["templates"] else {
            throw self.error("the file needs 'language' and 'templates'", at: root, key: nil)
        }
        let language: ResponseLanguage
        do {
            language = try ResponseLanguage(code: try string(languageNode, what: "'language'", key: nil))
        } catch {
            throw self.error(error.message, at: languageNode, key: nil)
        }
        var entries: [String: ResponseEntry] = [:]
        for (key, keyNode, value) in try pairs(templatesNode, of: "'templates'", key: nil) {
            guard Self.isWellFormed(key: key) else {
                throw self.error(
                    "a key is names of letters, digits and '_' joined by dots (like response.INSendMessageIntent.success)",
                    at: keyNode, key: key)
            }
            entries[key] = try entry(value, key: key)
        }
        return Contents(language: language, entries: entries)
    }

    private static func isWellFormed(key: String) -> Bool {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }

    private func entry(_ node: Node, key: String) throws(ResponseError) -> ResponseEntry {
        if case .scalar = node { return .single(try template(node, key: key)) }
        guard case .mapping = node else {
            throw error("a template is text, or a mapping of count variants (zero, one, other)", at: node, key: key)
        }
        let variants = try fields(
            node, of: "the count variants", allowed: ["count"] + ResponseCountVariants.variantNames, key: key)
        guard let one = variants["one"], let other = variants["other"] else {
            throw error("count variants need 'one' and 'other' ('zero' is optional)", at: node, key: key)
        }
        var countArgument = "count"
        if let countNode = variants["count"] {
            countArgument = try string(countNode, what: "'count' (the name of the number argument)", key: key)
            guard ResponsePlaceholder.isValidName(countArgument) else {
                throw error("'count' must name an argument (letters, digits and '_')", at: countNode, key: key)
            }
        }
        return .counted(
            ResponseCountVariants(
                countArgument: countArgument,
                zero: try variants["zero"].map { (node) throws(ResponseError) in try template(node, key: key) },
                one: try template(one, key: key), other: try template(other, key: key)))
    }

    private func template(_ node: Node, key: String) throws(ResponseError) -> ResponseTemplate {
        let text = try string(node, what: "a template", key: key)
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw error("the template is empty", at: node, key: key)
        }
        do {
            return try ResponseTemplateParser().parse(text)
        } catch {
            var location = node.mark.map { (line: $0.line, column: $0.column) }
            if case .scalar(let scalar) = node, let start = location {
                switch scalar.style {
                case .plain: location = (start.line, start.column + error.offset)
                case .singleQuoted, .doubleQuoted: location = (start.line, start.column + 1 + error.offset)
                // Folding joins lines, so an offset in the text cannot be mapped back to a column.
                default: break
                }
            }
            throw ResponseError(error.message, file: file, line: location?.line, column: location?.column, key: key)
        }
    }

    // MARK: YAML access with errors that point into the file

    private func error(_ message: String, at node: Node, key: String?) -> ResponseError {
        ResponseError(message, file: file, line: node.mark?.line, column: node.mark?.column, key: key)
    }

    private func string(_ node: Node, what: String, key: String?) throws(ResponseError) -> String {
        guard case .scalar(let scalar) = node else { throw error("\(what) must be text", at: node, key: key) }
        return scalar.string
    }

    /// Key–value pairs in file order; a duplicate key is an error (YAML forbids it, and the
    /// parser would keep both silently).
    private func pairs(_ node: Node, of what: String, key: String?) throws(ResponseError) -> [(
        String, Node, Node
    )] {
        guard case .mapping(let mapping) = node else { throw error("\(what) must be a mapping", at: node, key: key) }
        var seen: Set<String> = []
        var result: [(String, Node, Node)] = []
        for (keyNode, value) in mapping {
            let name = try string(keyNode, what: "a key", key: key)
            guard seen.insert(name).inserted else {
                throw error("'\(name)' appears twice in \(what)", at: keyNode, key: key ?? name)
            }
            result.append((name, keyNode, value))
        }
        return result
    }

    private func fields(_ node: Node, of what: String, allowed: [String], key: String?) throws(ResponseError)
        -> [String: Node]
    {
        var result: [String: Node] = [:]
        for (name, keyNode, value) in try pairs(node, of: what, key: key) {
            guard allowed.contains(name) else {
                throw error(
                    "unknown field '\(name)' in \(what) (expected: \(allowed.joined(separator: ", ")))", at: keyNode,
                    key: key)
            }
            result[name] = value
        }
        return result
    }

    private func translate(_ error: YamlError) -> ResponseError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return ResponseError("not valid YAML: \(detail)", file: file, line: mark.line, column: mark.column)
        default:
            return ResponseError("not valid YAML: \(error)", file: file)
        }
    }
}
