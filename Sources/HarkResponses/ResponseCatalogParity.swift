/// Checks that a language's responses can stand in for the reference language's (en-US), so the
/// files cannot drift apart: the same keys, and no template that reads an argument the reference
/// does not (the caller would never pass it) or requires one the reference leaves optional.
public enum ResponseCatalogParity {
    /// Every difference, each naming the candidate's file and the key; empty when they match.
    public static func problems(reference: ResponseCatalog, candidate: ResponseCatalog) -> [ResponseError] {
        var problems: [ResponseError] = []
        let referenceName = "\(reference.language.code) (\(fileName(reference.file)))"
        for key in reference.keys where candidate.entries[key] == nil {
            problems.append(
                ResponseError("missing: \(referenceName) has this key", file: candidate.file, key: key))
        }
        for key in candidate.keys {
            guard let expected = reference.entries[key] else {
                problems.append(ResponseError("not in \(referenceName)", file: candidate.file, key: key))
                continue
            }
            let entry = candidate.entries[key]!
            let unknown = entry.argumentNames.subtracting(expected.argumentNames).sorted()
            if !unknown.isEmpty {
                problems.append(
                    ResponseError(
                        "reads \(list(unknown)), which \(referenceName) does not use for this key",
                        file: candidate.file, key: key))
            }
            let newlyRequired = entry.requiredArgumentNames.subtracting(expected.requiredArgumentNames)
                .intersection(expected.argumentNames).sorted()
            if !newlyRequired.isEmpty {
                problems.append(
                    ResponseError(
                        "requires \(list(newlyRequired)), which \(referenceName) leaves optional",
                        file: candidate.file, key: key))
            }
        }
        return problems
    }

    private static func list(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
