extension EvaluationReport {
    /// Every figure of the report in reading order: totals, words, understanding, speed, then
    /// the per-group figures. This is what ``ReportComparison`` compares. Figures undefined for
    /// this run (intent accuracy without intent labels, CPU time when not measured) are left
    /// out rather than listed empty.
    public var figures: [Figure] {
        var figures: [Figure] = []
        func add(
            _ key: String, _ label: String, _ value: Double?, _ unit: Figure.Unit,
            _ direction: Figure.Direction
        ) {
            figures.append(
                Figure(key: key, label: label, value: value, unit: unit, direction: direction))
        }
        func count(_ value: Int) -> Double { Double(value) }

        add("utterances", "Utterances", count(utterances), .count, .neutral)
        add("failed", "Failed utterances", count(failedUtterances), .count, .lowerIsBetter)

        if let words {
            add("words.wer", "WER", words.wordErrorRate, .ratio, .lowerIsBetter)
            add(
                "words.wer.decoded", "WER (decoded only)", words.decodedWordErrorRate, .ratio,
                .lowerIsBetter)
            add("words.ser", "Sentence error rate", words.sentenceErrorRate, .ratio, .lowerIsBetter)
            let counts = words.counts
            let n = counts.referenceWords > 0 ? Double(counts.referenceWords) : nil
            add(
                "words.substitutions", "Substitutions / N", n.map { count(counts.substitutions) / $0 },
                .ratio, .lowerIsBetter)
            add(
                "words.deletions", "Deletions / N", n.map { count(counts.deletions) / $0 }, .ratio,
                .lowerIsBetter)
            add(
                "words.insertions", "Insertions / N", n.map { count(counts.insertions) / $0 },
                .ratio, .lowerIsBetter)
            add("words.reference", "Reference words", count(counts.referenceWords), .count, .neutral)
        }

        if let understanding {
            add(
                "intent.accuracy", "Intent accuracy", understanding.intentAccuracy, .ratio,
                .higherIsBetter)
            add(
                "command.acceptance", "Command acceptance", understanding.commandAcceptance, .ratio,
                .higherIsBetter)
            add(
                "calibration.ece", "Confidence ECE", understanding.calibration?.expectedCalibrationError, .ratio,
                .lowerIsBetter)
            add(
                "calibration.ece.parser", "Confidence ECE (parser's own)",
                understanding.parserCalibration?.expectedCalibrationError, .ratio, .lowerIsBetter)
            let all = understanding.allParameters
            add("parameters.accuracy", "Parameter accuracy", all.accuracy, .ratio, .higherIsBetter)
            add("parameters.precision", "Parameter precision", all.precision, .ratio, .higherIsBetter)
            add("parameters.recall", "Parameter recall", all.recall, .ratio, .higherIsBetter)
            add("parameters.f1", "Parameter F1", all.f1, .ratio, .higherIsBetter)
            for parameter in understanding.parameters {
                add(
                    "parameter.\(parameter.name).accuracy", "Accuracy — parameter \(parameter.name)",
                    parameter.accuracy, .ratio, .higherIsBetter)
                add(
                    "parameter.\(parameter.name).f1", "F1 — parameter \(parameter.name)",
                    parameter.f1, .ratio, .higherIsBetter)
            }
        }

        add("speed.audio", "Audio seconds", speed.audioSeconds, .seconds, .neutral)
        add("speed.wall", "Wall time", speed.wallSeconds, .seconds, .lowerIsBetter)
        add("speed.cpu", "CPU time", speed.cpuSeconds, .seconds, .lowerIsBetter)
        add(
            "speed.cpuPerAudio", "CPU s per audio s", speed.cpuSecondsPerAudioSecond,
            .realTimeFactor, .lowerIsBetter)
        add(
            "speed.wallPerAudio", "Wall s per audio s", speed.wallSecondsPerAudioSecond,
            .realTimeFactor, .lowerIsBetter)
        add(
            "speed.decodePerAudio", "Decode s per audio s (per utterance)",
            speed.decodeSecondsPerAudioSecond, .realTimeFactor, .lowerIsBetter)

        for breakdown in breakdowns {
            for group in breakdown.groups {
                let key = "\(breakdown.dimension).\(group.name)"
                let label = "\(breakdown.dimension) \(group.name)"
                add("\(key).wer", "WER — \(label)", group.words?.wordErrorRate, .ratio, .lowerIsBetter)
                add(
                    "\(key).intent", "Intent accuracy — \(label)", group.intentAccuracy, .ratio,
                    .higherIsBetter)
                add(
                    "\(key).command", "Command acceptance — \(label)", group.commandAcceptance,
                    .ratio, .higherIsBetter)
            }
        }
        // Keyed by noise and level rather than by set, so a comparison still lines up when the
        // noisy manifests are named differently between runs.
        for line in noiseCurve?.lines ?? [] {
            let key = "noise.\(line.name)"
            for point in line.points {
                guard let snr = point.snr else { continue }
                let level = NoiseCurve.snrText(snr)
                add(
                    "\(key).snr\(level).command", "Command acceptance — \(line.name) \(level) dB",
                    point.commandAcceptance, .ratio, .higherIsBetter)
                add(
                    "\(key).snr\(level).wer", "WER — \(line.name) \(level) dB", point.wordErrorRate,
                    .ratio, .lowerIsBetter)
            }
            add(
                "\(key).average.command", "Command acceptance — \(line.name) average",
                line.averageCommandAcceptance, .ratio, .higherIsBetter)
            add(
                "\(key).average.wer", "WER — \(line.name) average", line.averageWordErrorRate, .ratio,
                .lowerIsBetter)
        }
        return figures.filter { $0.value != nil }
    }
}
