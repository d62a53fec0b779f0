import Foundation
import Yams

/// A YAML node of a definition file together with the file's name, so every accessor can throw an
/// error that points at the offending line and column.
struct DefinitionNode {
    let node: Node
    let file: String

    var location: SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// Where a scalar's text starts: after the opening quote of a quoted scalar, so template
    /// columns land on the character itself.
    var textLocation: SourceLocation {
        guard case .scalar(let scalar) = node else { return location }
        switch scalar.style {
        case .singleQuoted, .doubleQuoted: return location.advanced(by: 1)
        default: return location
        }
    }

    /// A block scalar (`>-`, `|`) starts on a later line than its mark, and folding joins lines,
    /// so a column inside its text cannot be mapped back to the file.
    var isBlockScalar: Bool {
        guard case .scalar(let scalar) = node else { return false }
        return scalar.style == .literal || scalar.style == .folded
    }

    func error(_ message: String) -> IntentDefinitionError {
        IntentDefinitionError(message, at: location)
    }

    func string(_ what: String) throws(IntentDefinitionError) -> String {
        guard case .scalar(let scalar) = node else { throw error("\(what) must be a single value (text)") }
        return scalar.string
    }

    func nonEmptyString(_ what: String) throws(IntentDefinitionError) -> String {
        let text = try string(what).trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw error("\(what) must not be empty") }
        return text
    }

    func bool(_ what: String) throws(IntentDefinitionError) -> Bool {
        switch try string(what).lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error("\(what) must be true or false")
        }
    }

    /// The entries of a list; a single value counts as a list of one, which is what authors mean
    /// by `spoken: monkey chat`.
    func list(_ what: String) throws(IntentDefinitionError) -> [DefinitionNode] {
        switch node {
        case .sequence(let sequence): return sequence.map { DefinitionNode(node: $0, file: file) }
        case .scalar: return [self]
        case .mapping: throw error("\(what) must be a list")
        }
    }

    func strings(_ what: String) throws(IntentDefinitionError) -> [String] {
        var result: [String] = []
        for item in try list(what) { result.append(try item.nonEmptyString("each entry of \(what)")) }
        return result
    }

    var isNull: Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    /// Key–value pairs in file order. Duplicate keys are an error (YAML forbids them; the parser
    /// we use would silently keep both).
    func pairs(_ what: String) throws(IntentDefinitionError) -> [(
        key: String, keyNode: DefinitionNode, value: DefinitionNode
    )] {
        guard case .mapping(let mapping) = node else { throw error("\(what) must be a mapping of names to entries") }
        var seen: Set<String> = []
        var result: [(key: String, keyNode: DefinitionNode, value: DefinitionNode)] = []
        for (key, value) in mapping {
            let keyNode = DefinitionNode(node: key, file: file)
            let name = try keyNode.nonEmptyString("a key")
            guard seen.insert(name).inserted else { throw keyNode.error("'\(name)' appears twice in \(what)") }
            result.append((name, keyNode, DefinitionNode(node: value, file: file)))
        }
        return result
    }

    /// The mapping's values by key, after checking every key is one of `allowed` (catches typos
    /// such as `tempaltes:`) and every key in `required` is present.
    func fields(
        _ what: String, allowed: [String], required: [String] = []
    ) throws(IntentDefinitionError) -> [String: DefinitionNode] {
        var result: [String: DefinitionNode] = [:]
        for (key, keyNode, value) in try pairs(what) {
            guard allowed.contains(key) else {
                throw keyNode.error("unknown key '\(key)' in \(what) (expected: \(allowed.joined(separator: ", ")))")
            }
            result[key] = value
        }
        for key in required where result[key] == nil {
            throw error("\(what) needs '\(key)'")
        }
        return result
    }
}
