import Foundation

/// The stored domain classifier: what `hark classifier train` writes to
/// `Models/domains/classifier.json` and ``DomainClassifier`` reads.
///
/// The file is JSON with one feature per line, so a retrained model diffs sensibly. Weights are
/// stored as integers in units of `weightStep` (a hundredth by default: rounding to it did not change
/// validation accuracy) and features whose weights all round to zero are left out; that keeps the
/// file small.
public struct DomainClassifierModel: Hashable, Sendable {
    /// The `format` a classifier file declares: `hark-domain-classifier`.
    public static let format = "hark-domain-classifier"
    /// The file format version this code reads and writes.
    public static let version = 1

    /// The classes in the order of every weight row: the six domains and nil (none).
    public var classes: [SiriDomain?]
    /// Which features the model reads; a classifier extracts the same ones.
    public var features: TextFeatureExtractor.Settings
    /// Below this top-class probability, a domain answer is rejected as none.
    public var rejectionThreshold: Double
    /// One bias per class, in ``classes`` order.
    public var bias: [Double]
    /// Feature name → one weight per class.
    public var weights: [String: [Double]]
    /// Resolution the weights are stored at.
    public var weightStep: Double
    /// How the model was trained, when the file records it.
    public var training: DomainTrainingReport?

    /// A model of the given parts; the classes are the six domains and none unless given.
    public init(
        classes: [SiriDomain?] = DomainLabel.classes, features: TextFeatureExtractor.Settings,
        rejectionThreshold: Double, bias: [Double], weights: [String: [Double]], weightStep: Double = 0.01,
        training: DomainTrainingReport? = nil
    ) {
        self.classes = classes
        self.features = features
        self.rejectionThreshold = rejectionThreshold
        self.bias = bias
        self.weights = weights
        self.weightStep = weightStep
        self.training = training
    }

    /// Reads a model file; throws naming the file and what is wrong with it.
    public init(contentsOf url: URL) throws(DomainDataError) {
        let file: File
        do {
            file = try JSONDecoder().decode(File.self, from: Data(contentsOf: url))
        } catch let error as DecodingError {
            throw DomainDataError(url.path, "not a domain classifier model (\(Self.describe(error)))")
        } catch {
            throw DomainDataError(url.path, "unreadable (\(error.localizedDescription))")
        }
        guard file.format == Self.format else {
            throw DomainDataError(url.path, "format is \"\(file.format)\", not \"\(Self.format)\"")
        }
        guard file.version == Self.version else {
            throw DomainDataError(url.path, "version \(file.version) is not supported (expected \(Self.version))")
        }
        var classes: [SiriDomain?] = []
        for name in file.classes {
            guard let domain = DomainLabel.domain(named: name) else {
                throw DomainDataError(url.path, "unknown class \"\(name)\"")
            }
            classes.append(domain)
        }
        guard classes.count == DomainLabel.classes.count, Set(classes) == Set(DomainLabel.classes) else {
            throw DomainDataError(url.path, "classes must be each of \(DomainLabel.classes.map(DomainLabel.name)) once")
        }
        guard file.bias.count == classes.count else {
            throw DomainDataError(url.path, "\(file.bias.count) biases for \(classes.count) classes")
        }
        if let bad = file.weights.first(where: { $0.value.count != classes.count }) {
            throw DomainDataError(
                url.path, "feature \"\(bad.key)\" has \(bad.value.count) weights, not \(classes.count)")
        }
        guard file.weightStep > 0, file.rejectionThreshold >= 0, file.rejectionThreshold <= 1 else {
            throw DomainDataError(url.path, "weightStep must be positive and rejectionThreshold within 0…1")
        }
        self.init(
            classes: classes, features: file.features, rejectionThreshold: file.rejectionThreshold,
            bias: file.bias.map { Double($0) * file.weightStep },
            weights: file.weights.mapValues { row in row.map { Double($0) * file.weightStep } },
            weightStep: file.weightStep, training: file.training)
    }

    /// This model as it will be after a write and a read: weights rounded to `weightStep`, features
    /// whose weights all round to zero dropped.
    public func rounded() -> DomainClassifierModel {
        var copy = self
        copy.bias = bias.map { Double(quantize($0)) * weightStep }
        copy.weights = [:]
        for (name, row) in weights {
            let steps = row.map(quantize)
            if steps.contains(where: { $0 != 0 }) { copy.weights[name] = steps.map { Double($0) * weightStep } }
        }
        return copy
    }

    /// Writes the model, rounded as by ``rounded()``, atomically.
    public func write(to url: URL) throws(DomainDataError) {
        var text = "{\n"
        text += "  \"format\": \(Self.quoted(Self.format)),\n"
        text += "  \"version\": \(Self.version),\n"
        text += "  \"classes\": [\(classes.map { Self.quoted(DomainLabel.name(of: $0)) }.joined(separator: ", "))],\n"
        text += "  \"features\": \(Self.json(features)),\n"
        text += "  \"rejectionThreshold\": \(rejectionThreshold),\n"
        if let training { text += "  \"training\": \(Self.json(training)),\n" }
        text += "  \"weightStep\": \(weightStep),\n"
        text += "  \"bias\": [\(bias.map { String(quantize($0)) }.joined(separator: ", "))],\n"
        text += "  \"weights\": {\n"
        let rows = weights.sorted(by: { $0.key < $1.key }).compactMap { name, row -> String? in
            let steps = row.map(quantize)
            guard steps.contains(where: { $0 != 0 }) else { return nil }
            return "    \(Self.quoted(name)): [\(steps.map(String.init).joined(separator: ","))]"
        }
        text += rows.joined(separator: ",\n")
        text += "\n  }\n}\n"
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw DomainDataError(url.path, "cannot write (\(error.localizedDescription))")
        }
    }

    private func quantize(_ value: Double) -> Int {
        Int((value / weightStep).rounded())
    }

    /// The file's shape, for decoding.
    private struct File: Decodable {
        var format: String
        var version: Int
        var classes: [String]
        var features: TextFeatureExtractor.Settings
        var rejectionThreshold: Double
        var training: DomainTrainingReport?
        var weightStep: Double
        var bias: [Int]
        var weights: [String: [Int]]
    }

    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(value)) ?? Data("null".utf8), as: UTF8.self)
    }

    private static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
