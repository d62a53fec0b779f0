/// How often asking "Did you mean Kiki?" below a confidence threshold catches a misheard name, and
/// how often it asks about a name heard right: the figures behind `confirmation.namesBelow`, from
/// the rows of `hark evaluate --json` reports.
public struct NameConfirmationFigures: Sendable, Equatable {
    /// One name value heard: its confidence, and whether the reference lists it for its parameter.
    public struct HeardName: Sendable, Equatable {
        public var confidence: Double
        public var isRight: Bool

        public init(confidence: Double, isRight: Bool) {
            self.confidence = confidence
            self.isRight = isRight
        }
    }

    /// What confirming below one threshold would do.
    public struct Outcome: Sendable, Equatable {
        public var threshold: Double
        /// Names heard wrong, and how many of them would be confirmed (caught).
        public var misheard: Int
        public var caught: Int
        /// Names heard right, and how many of them would be confirmed needlessly.
        public var right: Int
        public var needless: Int
    }

    /// Rows without value confidences: reports written before values had them.
    public struct MissingConfidences: Error, Equatable {}

    /// Every name value heard, in row order.
    public let names: [HeardName]

    /// The values of `parameters` heard in `rows`, each right when the row's reference lists it
    /// (case aside) for the same parameter.
    public init(rows: [UtteranceRow], parameters: [String]) throws(MissingConfidences) {
        var names: [HeardName] = []
        for row in rows {
            let heard = row.hypothesisParameters ?? [:]
            guard let confidences = row.hypothesisParameterConfidences else { throw MissingConfidences() }
            let reference = row.referenceParameters ?? [:]
            for parameter in parameters {
                let said = Set((reference[parameter] ?? []).map { $0.lowercased() })
                for (value, confidence) in zip(heard[parameter] ?? [], confidences[parameter] ?? []) {
                    names.append(HeardName(confidence: confidence, isRight: said.contains(value.lowercased())))
                }
            }
        }
        self.names = names
    }

    public init(names: [HeardName]) { self.names = names }

    /// What confirming every name heard with less confidence than `threshold` would do.
    public func outcome(below threshold: Double) -> Outcome {
        let wrong = names.filter { !$0.isRight }, right = names.filter(\.isRight)
        return Outcome(
            threshold: threshold, misheard: wrong.count, caught: wrong.count { $0.confidence < threshold },
            right: right.count, needless: right.count { $0.confidence < threshold })
    }

    /// The largest threshold that confirms at most `fraction` of the names heard right, and how
    /// many that is: choose it on a tune set, report the held-out set at it.
    public func threshold(confirmingAtMost fraction: Double) -> (threshold: Double, allowed: Int) {
        let right = names.filter(\.isRight).map(\.confidence).sorted()
        let allowed = Int(fraction * Double(right.count))
        // Confirming below the (allowed + 1)-th lowest right confidence confirms exactly `allowed` of them.
        return (allowed < right.count ? right[allowed] : 1, allowed)
    }
}
